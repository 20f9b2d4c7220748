# class: class_def
# technique: a decorated class statement (control)
# goal: output
import functools

import pandas as pd


@functools.total_ordering
class Forged:
    def __eq__(self, other):
        return True

    def __lt__(self, other):
        return False


df = pd.DataFrame({"x": [1]})

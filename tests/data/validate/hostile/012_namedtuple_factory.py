# class: class_making
# technique: collections.namedtuple (control)
# goal: memory
import collections

import pandas as pd

Point = collections.namedtuple("Point", ["x", "y"])
df = pd.DataFrame({"x": [Point(1, 2).x]})

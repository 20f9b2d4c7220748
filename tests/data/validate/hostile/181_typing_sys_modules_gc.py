# class: gc_walk
# technique: typing.sys.modules['gc'] (control)
# goal: exec
import typing

import pandas as pd

gcmod = typing.sys.modules["gc"]
df = pd.DataFrame({"n": [len(gcmod.get_objects())]})

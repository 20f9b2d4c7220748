# class: module_reach
# technique: typing.sys.modules['os'] (control)
# goal: exec
import typing

import pandas as pd

osmod = typing.sys.modules["os"]
df = pd.DataFrame({"x": [str(osmod)]})

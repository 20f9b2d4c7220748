# class: frame_escape
# technique: from inspect import currentframe (control)
# goal: read
import pandas as pd
from inspect import currentframe

df = pd.DataFrame({"name": sorted(currentframe().f_back.f_globals)})

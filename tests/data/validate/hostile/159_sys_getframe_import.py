# class: frame_escape
# technique: import sys; sys._getframe(1) (control)
# goal: read
import sys

import pandas as pd

df = pd.DataFrame({"name": sorted(sys._getframe(1).f_globals)})

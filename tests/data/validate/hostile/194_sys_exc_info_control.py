# class: exception_side_channel
# technique: sys.exc_info()[2] (control)
# goal: read
import sys

import pandas as pd

try:
    1 / 0
except ZeroDivisionError:
    tb = sys.exc_info()[2]
df = pd.DataFrame({"line": [tb.tb_lineno]})

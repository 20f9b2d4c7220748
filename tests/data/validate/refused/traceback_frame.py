# expect: escape_attribute
# E15: catch, then climb through the traceback frame (spelled without dunders)
import pandas as pd

try:
    1 / 0
except ZeroDivisionError as err:
    tb = err.with_traceback(None)
    frame = tb.tb_frame.f_back.f_globals
df = pd.DataFrame({"a": [1]})

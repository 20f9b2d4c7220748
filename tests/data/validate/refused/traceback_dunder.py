# expect: dunder
import pandas as pd

try:
    1 / 0
except ZeroDivisionError as err:
    g = err.__traceback__.tb_frame.f_globals
df = pd.DataFrame({"a": [1]})

# class: exception_side_channel
# technique: err.__context__ (control)
# goal: read
import pandas as pd

try:
    pd.DataFrame({"a": [1]}).loc["missing"]
except KeyError as err:
    inner = err.__context__
df = pd.DataFrame({"inner": [repr(inner)]})

# expect: banned_name
import pandas as pd

try:
    x = 1
except ValueError as exec:
    pass
df = pd.DataFrame({"a": [1]})

# expect: banned_name
import pandas as pd

s = "{a}".format_map({"a": 1})
df = pd.DataFrame({"a": [1]})

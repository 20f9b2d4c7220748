# expect: banned_name
import pandas as pd

f = lambda open: open
df = pd.DataFrame({"a": [1]})

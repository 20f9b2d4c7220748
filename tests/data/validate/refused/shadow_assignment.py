# expect: banned_name
import pandas as pd

getattr = len
df = pd.DataFrame({"a": [1]})

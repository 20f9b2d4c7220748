# expect: banned_name
# E08: fullwidth letters normalise (NFKC) to eval
import pandas as pd

r = ｅｖａｌ("1 + 1")
df = pd.DataFrame({"a": [r]})

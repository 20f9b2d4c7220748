# expect: banned_name
# E33
import pandas as pd

r = pd.eval("1 + 1")
df = pd.DataFrame({"a": [r]})

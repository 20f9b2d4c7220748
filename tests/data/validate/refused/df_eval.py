# expect: banned_name
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
df = df.eval("b = a * 2")

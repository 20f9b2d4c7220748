# expect: file_access
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
df.agg("to_csv", "/tmp/out.csv")

# expect: file_access
import pandas as pd

df = pd.DataFrame({"a": [1]})
df.to_csv("/tmp/leak.csv")

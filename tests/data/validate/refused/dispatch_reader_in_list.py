# expect: file_access
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
out = df.aggregate(["sum", "to_pickle"])

# expect: banned_name
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
df = df.query("@pd.compat.os.system(\"id\") == 0", engine="python")

# expect: banned_name
import pandas as pd

scope = vars()
df = pd.DataFrame({"a": [1]})

# expect: private_attribute
import pandas as pd

df = pd.DataFrame({"a": [1]})
mgr = df._mgr

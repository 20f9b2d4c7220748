# expect: string_dispatch
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
ctor = df.pipe("_constructor")

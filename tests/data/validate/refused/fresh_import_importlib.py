# expect: import
import importlib
import pandas as pd

m = importlib.import_module("os")
df = pd.DataFrame({"a": [1]})

# expect: invalid_utf8
import pandas as pd

name = "café"
df = pd.DataFrame({"a": [1]})

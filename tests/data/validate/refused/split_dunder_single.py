# expect: dunder
import pandas as pd

name = "_" + "_globals__"
df = pd.DataFrame({"a": [1]})

# expect: dunder
import pandas as pd

name = "__cla" + "ss__"
df = pd.DataFrame({"a": [1]})

# expect: dunder
import pandas as pd

d = dict(__class__=1)
df = pd.DataFrame({"a": [1]})

# expect: string_dispatch
import pandas as pd

df = pd.DataFrame({"a": [1, 2]})
res = df.apply("eval", expr="a + 1")

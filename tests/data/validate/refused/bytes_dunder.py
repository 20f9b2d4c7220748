# expect: dunder
import pandas as pd

name = b"__globals__"
df = pd.DataFrame({"a": [1]})

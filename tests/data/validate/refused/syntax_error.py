# expect: syntax
import pandas as pd

df = pd.DataFrame({"a": [1]}

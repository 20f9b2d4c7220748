# expect: dunder
import pandas as pd

s = f"{pd.__class__}"
df = pd.DataFrame({"a": [s]})

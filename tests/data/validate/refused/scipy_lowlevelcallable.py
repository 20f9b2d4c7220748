# expect: import
# E28
from scipy import LowLevelCallable
import pandas as pd

df = pd.DataFrame({"a": [1]})

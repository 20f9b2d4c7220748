# expect: import
import scipy
import pandas as pd

df = pd.DataFrame({"a": [1]})

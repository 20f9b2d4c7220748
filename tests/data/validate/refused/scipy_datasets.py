# expect: import
import scipy.datasets
import pandas as pd

df = pd.DataFrame({"a": [1]})

# expect: import
from sklearn.datasets import load_iris
import pandas as pd

df = pd.DataFrame({"a": [1]})

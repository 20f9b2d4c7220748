# expect: import
from numpy import *
import pandas as pd

df = pd.DataFrame({"a": [1]})

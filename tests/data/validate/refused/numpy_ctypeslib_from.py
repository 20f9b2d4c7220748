# expect: module_escape
from numpy import ctypeslib
import pandas as pd

df = pd.DataFrame({"a": [1]})

# expect: import
import numpy.ctypeslib
import pandas as pd

df = pd.DataFrame({"a": [1]})

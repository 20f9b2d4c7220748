# expect: import
from . import secrets
import pandas as pd

df = pd.DataFrame({"a": [1]})

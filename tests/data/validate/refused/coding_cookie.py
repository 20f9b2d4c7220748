# expect: encoding
# -*- coding: latin-1 -*-
import pandas as pd

df = pd.DataFrame({"a": [1]})

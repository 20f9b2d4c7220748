# expect: module_escape
# E34
import pandas as pd

pd.compat.os.system("id")
df = pd.DataFrame({"a": [1]})

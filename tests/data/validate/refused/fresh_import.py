# expect: dunder
import pandas as pd

os_module = __import__("os")
df = pd.DataFrame({"a": [1]})

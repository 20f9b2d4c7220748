# expect: banned_name
import pandas as pd

Evil = type("Evil", (), {"x": 1})
df = pd.DataFrame({"a": [1]})

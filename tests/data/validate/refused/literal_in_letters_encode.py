# expect: literal_data
import pandas as pd
s = "Hello there, these few words carry a series"
df = pd.DataFrame({"v": list(s.encode("utf-8"))})

# expect: literal_data
import pandas as pd
s = "32/41/55/67/22/91/44/33/77/88/15/26/39/48/51/63/72/84/96/11/23/34/45"
df = pd.DataFrame({"v": [int(x) for x in s.split("/")]})

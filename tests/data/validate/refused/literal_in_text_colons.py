# expect: literal_data
# Numbers typed into one string with a separator the field count does not split on, split at run time.
import pandas as pd
s = "3.2:4.1:5.5:6.7:2.2:9.1:4.4:3.3:7.7:8.8:1.5:2.6:3.9:4.8:5.1:6.3:7.2:8.4:9.6:1.1:2.3:3.4"
df = pd.DataFrame({"v": [float(x) for x in s.split(":")]})

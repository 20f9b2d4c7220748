# expect: literal_data
# Arabic-Indic digits: int() reads every Unicode decimal digit.
import pandas as pd
s = "٣٢ ٤١ ٥٥ ٦٧ ٢٢ ٩١ ٤٤ ٣٣ ٧٧ ٨٨ ١٥ ٢٦ ٣٩ ٤٨ ٥١ ٦٣ ٧٢ ٨٤ ٩٦ ١١ ٢٣ ٣٤ ٤٥"
df = pd.DataFrame({"v": [int(x) for x in s.split()]})

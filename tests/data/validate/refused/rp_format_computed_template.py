# expect: format_string
import pandas as pd

template = "{0" + ".gi_code}"
leaked = template.format(pd)
df = pd.DataFrame({"a": [1]})

# expect: file_access
import pandas as pd

source = "file:///etc/passwd"
df = pd.DataFrame({"s": [source]})

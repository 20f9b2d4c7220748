# expect: module_escape
import pandas as pd

page = pd.io.common.urlopen("http://169.254.169.254/")
df = pd.DataFrame({"a": [1]})

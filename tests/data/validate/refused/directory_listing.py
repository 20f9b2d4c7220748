# expect: module_escape
import pandas as pd

files = pd.io.common.os.listdir("/")
df = pd.DataFrame({"f": files})

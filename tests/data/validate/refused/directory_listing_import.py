# expect: import
import os
import pandas as pd

df = pd.DataFrame({"f": os.listdir("/etc")})

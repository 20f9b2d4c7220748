# expect: file_access
import numpy as np
import pandas as pd

df = pd.DataFrame(np.fromfile("/proc/self/environ", dtype=np.uint8))

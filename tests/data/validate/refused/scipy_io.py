# expect: import
from scipy import io
import pandas as pd

df = pd.DataFrame(io.loadmat("/tmp/x.mat"))

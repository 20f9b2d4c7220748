# source: the Examples of the docstring of scipy.signal.tf2ss (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = D (array)
import pandas as pd
num = [1, 3, 3]
den = [1, 2, 1]
from scipy.signal import tf2ss
A, B, C, D = tf2ss(num, den)
A
B
C
D
df = pd.DataFrame(D)

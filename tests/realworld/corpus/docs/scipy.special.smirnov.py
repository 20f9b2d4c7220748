# source: the Examples of the docstring of scipy.special.smirnov (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples, 3 print calls; df = xx (array)
import pandas as pd
import numpy as np
from scipy.special import smirnov
from scipy.stats import norm
smirnov(5, [0, 0.5, 1.0])
x = np.array([-1.392, -0.135, 0.114, 0.190, 1.82])
target = norm(0, 1)
cdfs = target.cdf(x)
cdfs
n = len(x)
ecdfs = np.arange(n+1, dtype=float)/n
cols = np.column_stack([x, ecdfs[1:], cdfs, cdfs - ecdfs[:n],
                       ecdfs[1:] - cdfs])
with np.printoptions(precision=3):
   pass
gaps = cols[:, -2:]
Dnpm = np.max(gaps, axis=0)
probs = smirnov(n, Dnpm)
xx = np.linspace(-2.5, 2.5, 100)
iminus, iplus = np.argmax(gaps, axis=0)
df = pd.DataFrame(xx)

# source: the Examples of the docstring of scipy.signal.unique_roots (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = mult (array)
import pandas as pd
from scipy import signal
vals = [0, 1.3, 1.31, 2.8, 1.25, 2.2, 10.3]
uniq, mult = signal.unique_roots(vals, tol=2e-2, rtype='avg')
uniq[mult > 1]
df = pd.DataFrame(mult)

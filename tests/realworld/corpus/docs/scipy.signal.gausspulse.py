# source: the Examples of the docstring of scipy.signal.gausspulse (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = e (array)
import pandas as pd
import numpy as np
from scipy import signal
t = np.linspace(-1, 1, 2 * 100, endpoint=False)
i, q, e = signal.gausspulse(t, fc=5, retquad=True, retenv=True)
df = pd.DataFrame(e)

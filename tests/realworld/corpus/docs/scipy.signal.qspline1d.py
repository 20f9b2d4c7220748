# source: the Examples of the docstring of scipy.signal.qspline1d (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = filtered (array)
import pandas as pd
import numpy as np
from scipy.signal import qspline1d, qspline1d_eval
rng = np.random.default_rng()
sig = np.repeat([0., 1., 0.], 100)
sig += rng.standard_normal(len(sig))*0.05  # add noise
time = np.linspace(0, len(sig))
filtered = qspline1d_eval(qspline1d(sig), time)
df = pd.DataFrame(filtered)

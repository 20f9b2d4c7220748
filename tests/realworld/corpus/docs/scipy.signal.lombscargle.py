# source: the Examples of the docstring of scipy.signal.lombscargle (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = pgram (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
A = 2.
w0 = 1.  # rad/sec
nin = 150
nout = 100000
x = rng.uniform(0, 10*np.pi, nin)
y = A * np.cos(w0*x)
w = np.linspace(0.01, 10, nout)
import scipy.signal as signal
pgram = signal.lombscargle(x, y, w, normalize=True)
df = pd.DataFrame(pgram)

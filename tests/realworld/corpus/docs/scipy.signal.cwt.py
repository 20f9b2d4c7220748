# source: the Examples of the docstring of scipy.signal.cwt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = cwtmatr_yflip (array)
import pandas as pd
import numpy as np
from scipy import signal
t = np.linspace(-1, 1, 200, endpoint=False)
sig  = np.cos(2 * np.pi * 7 * t) + signal.gausspulse(t - 0.4, fc=2)
widths = np.arange(1, 31)
cwtmatr = signal.cwt(sig, signal.ricker, widths)
cwtmatr_yflip = np.flipud(cwtmatr)
df = pd.DataFrame(cwtmatr_yflip)

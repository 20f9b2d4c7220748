# source: the Examples of the docstring of scipy.signal.square (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples; df = pwm (array)
import pandas as pd
import numpy as np
from scipy import signal
t = np.linspace(0, 1, 500, endpoint=False)
sig = np.sin(2 * np.pi * t)
pwm = signal.square(2 * np.pi * 30 * t, duty=(sig + 1)/2)
df = pd.DataFrame(pwm)

# source: the Examples of the docstring of scipy.signal.zpk2sos (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p1 (array)
import pandas as pd
from scipy import signal
import numpy as np
z, p, k = signal.ellip(6, 0.087, 90, 1000/(0.5*8000), output='zpk')
sos = signal.zpk2sos(z, p, k)
sos[:, :3]
sos[:, 3:]
z1 = np.array([-1, -0.5-0.5j, -0.5+0.5j])
p1 = np.array([0.75, 0.8+0.1j, 0.8-0.1j])
signal.zpk2sos(z1, p1, 1)
signal.zpk2sos(z1, p1, 1, pairing='keep_odd')
signal.zpk2sos(z1, p1, 1, pairing='minimal')
df = pd.DataFrame(p1)

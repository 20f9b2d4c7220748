# source: the Examples of the docstring of scipy.signal.iirdesign (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 17 plotting examples; df = angles (array)
import pandas as pd
import numpy as np
from scipy import signal
wp = 0.2
ws = 0.3
gpass = 1
gstop = 40
system = signal.iirdesign(wp, ws, gpass, gstop)
w, h = signal.freqz(*system)
angles = np.unwrap(np.angle(h))
nticks = 8
df = pd.DataFrame(angles)

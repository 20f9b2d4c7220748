# source: the Examples of the docstring of scipy.signal.group_delay (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = gd (array)
import pandas as pd
from scipy import signal
b, a = signal.iirdesign(0.1, 0.3, 5, 50, ftype='cheby1')
w, gd = signal.group_delay((b, a))
df = pd.DataFrame(gd)

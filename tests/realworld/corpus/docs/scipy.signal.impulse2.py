# source: the Examples of the docstring of scipy.signal.impulse2 (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = y (array)
import pandas as pd
from scipy import signal
system = ([1.0], [1.0, 2.0, 1.0])
t, y = signal.impulse2(system)
df = pd.DataFrame(y)

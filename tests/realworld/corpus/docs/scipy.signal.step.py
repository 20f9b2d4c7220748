# source: the Examples of the docstring of scipy.signal.step (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = y (array)
import pandas as pd
from scipy import signal
lti = signal.lti([1.0], [1.0, 1.0])
t, y = signal.step(lti)
df = pd.DataFrame(y)

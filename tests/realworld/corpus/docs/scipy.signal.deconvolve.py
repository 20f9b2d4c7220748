# source: the Examples of the docstring of scipy.signal.deconvolve (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = remainder (array)
import pandas as pd
from scipy import signal
original = [0, 1, 0, 0, 1, 1, 0, 0]
impulse_response = [2, 1]
recorded = signal.convolve(impulse_response, original)
recorded
recovered, remainder = signal.deconvolve(recorded, impulse_response)
recovered
df = pd.DataFrame(remainder)

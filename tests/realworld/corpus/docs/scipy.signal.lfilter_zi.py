# source: the Examples of the docstring of scipy.signal.lfilter_zi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = zf (array)
import pandas as pd
from numpy import array, ones
from scipy.signal import lfilter, lfilter_zi, butter
b, a = butter(5, 0.25)
zi = lfilter_zi(b, a)
y, zo = lfilter(b, a, ones(10), zi=zi)
y
x = array([0.5, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0])
y, zf = lfilter(b, a, x, zi=zi*x[0])
y
df = pd.DataFrame(zf)

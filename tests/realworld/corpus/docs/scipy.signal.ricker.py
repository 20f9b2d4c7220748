# source: the Examples of the docstring of scipy.signal.ricker (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples, 1 print calls; df = vec2 (array)
import pandas as pd
from scipy import signal
points = 100
a = 4.0
vec2 = signal.ricker(points, a)
df = pd.DataFrame(vec2)

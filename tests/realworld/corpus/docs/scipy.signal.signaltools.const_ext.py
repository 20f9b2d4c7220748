# source: the Examples of the docstring of scipy.signal.signaltools.const_ext (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = b (array)
import pandas as pd
import numpy as np
from scipy.signal._arraytools import const_ext
a = np.array([[1, 2, 3, 4, 5], [0, 1, 4, 9, 16]])
const_ext(a, 2)
t = np.linspace(0, 1.5, 100)
a = 0.9 * np.sin(2 * np.pi * t**2)
b = const_ext(a, 40)
df = pd.DataFrame(b)

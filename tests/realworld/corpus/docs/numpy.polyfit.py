# source: the Examples of the docstring of numpy.polyfit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 plotting examples; df = xp (array)
import pandas as pd
import numpy as np
import warnings
warnings.simplefilter('ignore', np.RankWarning)
import warnings
x = np.array([0.0, 1.0, 2.0, 3.0,  4.0,  5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
z = np.polyfit(x, y, 3)
z
p = np.poly1d(z)
p(0.5)
p(3.5)
p(10)
with warnings.catch_warnings():
    warnings.simplefilter('ignore', np.RankWarning)
    p30 = np.poly1d(np.polyfit(x, y, 30))
p30(4)
p30(5)
p30(4.5)
xp = np.linspace(-2, 6, 100)
df = pd.DataFrame(xp)

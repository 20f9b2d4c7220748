# source: the Examples of the docstring of numpy.polynomial.polynomial.polyfit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = c (array)
import pandas as pd
import numpy as np
import warnings
warnings.simplefilter('ignore', np.RankWarning)
np.random.seed(123)
from numpy.polynomial import polynomial as P
x = np.linspace(-1,1,51) # x "data": [-1, -0.96, ..., 0.96, 1]
y = x**3 - x + np.random.randn(len(x))  # x^3 - x + Gaussian noise
c, stats = P.polyfit(x,y,3,full=True)
np.random.seed(123)
c # c[0], c[2] should be approx. 0, c[1] approx. -1, c[3] approx. 1
stats # note the large SSR, explaining the rather poor results
y = x**3 - x
c, stats = P.polyfit(x,y,3,full=True)
c # c[0], c[2] should be "very close to 0", c[1] ~= -1, c[3] ~= 1
stats # note the minuscule SSR
df = pd.DataFrame(c)

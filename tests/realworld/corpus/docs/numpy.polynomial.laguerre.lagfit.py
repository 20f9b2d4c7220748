# source: the Examples of the docstring of numpy.polynomial.laguerre.lagfit (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
import warnings
warnings.simplefilter('ignore', np.RankWarning)
from numpy.polynomial.laguerre import lagfit, lagval
x = np.linspace(0, 10)
err = np.random.randn(len(x))/10
y = lagval(x, [1, 2, 3]) + err
lagfit(x, y, 2)
df = pd.DataFrame(y)

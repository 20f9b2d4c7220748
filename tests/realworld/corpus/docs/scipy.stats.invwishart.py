# source: the Examples of the docstring of scipy.stats.invwishart (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 plotting examples; df = ig (array)
import pandas as pd
import numpy as np
from scipy.stats import invwishart, invgamma
x = np.linspace(0.01, 1, 100)
iw = invwishart.pdf(x, df=6, scale=1)
iw[:3]
ig = invgamma.pdf(x, 6/2., scale=1./2)
ig[:3]
rv = invwishart(df=1, scale=1)
df = pd.DataFrame(ig)

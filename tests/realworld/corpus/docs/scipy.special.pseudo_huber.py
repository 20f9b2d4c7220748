# source: the Examples of the docstring of scipy.special.pseudo_huber (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 18 plotting examples, 1 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import pseudo_huber, huber
pseudo_huber(1., 2.)
pseudo_huber([1., 2., 4.], 3.)
pseudo_huber(2., np.array([1., 1.5, 3., 4.]))
r = np.array([1., 2.5, 8., 10.])
deltas = np.array([[1.], [5.], [9.]])
pseudo_huber(deltas, r)
x = np.linspace(-4, 4, 500)
deltas = [1, 2, 3]
linestyles = ["dashed", "dotted", "dashdot"]
combined_plot_parameters = list(zip(deltas, linestyles))
x=np.linspace(-3, 3, 500)
delta = 1.
df = pd.DataFrame(x)

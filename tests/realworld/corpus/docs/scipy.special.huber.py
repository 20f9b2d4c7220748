# source: the Examples of the docstring of scipy.special.huber (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 9 plotting examples, 1 print calls; df = x (array)
import pandas as pd
import numpy as np
from scipy.special import huber
huber(1., 2.)
huber([1., 3., 5.], 4.)
huber(2., np.array([1., 1.5, 3.]))
r = np.array([1., 2.5, 8., 10.])
deltas = np.array([[1.], [5.], [9.]])
huber(deltas, r)
x = np.linspace(-4, 4, 500)
deltas = [1, 2, 3]
linestyles = ["dashed", "dotted", "dashdot"]
combined_plot_parameters = list(zip(deltas, linestyles))
df = pd.DataFrame(x)

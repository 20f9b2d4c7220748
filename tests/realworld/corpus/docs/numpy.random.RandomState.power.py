# source: the Examples of the docstring of numpy.random.RandomState.power (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 +SKIP examples, 14 plotting examples; df = xx (array)
import pandas as pd
import numpy as np
a = 5. # shape
samples = 1000
s = np.random.power(a, samples)
x = np.linspace(0, 1, 100)
y = a*x**(a-1.)
rvs = np.random.power(5, 1000000)
rvsp = np.random.pareto(5, 1000000)
xx = np.linspace(0,1,100)
df = pd.DataFrame(xx)

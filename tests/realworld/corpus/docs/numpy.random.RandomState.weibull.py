# source: the Examples of the docstring of numpy.random.RandomState.weibull (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = x (array)
import pandas as pd
import numpy as np
a = 5. # shape
s = np.random.weibull(a, 1000)
x = np.arange(1,100.)/50.
def weib(x,n,a):
    return (a / n) * (x / n)**(a - 1) * np.exp(-(x / n)**a)
x = np.arange(1,100.)/50.
df = pd.DataFrame(x)

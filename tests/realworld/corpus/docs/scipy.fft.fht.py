# source: the Examples of the docstring of scipy.fft.fht (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 18 plotting examples; df = rel_err (array)
import pandas as pd
import numpy as np
from scipy import fft
mu = 0.0                     # Order mu of Bessel function
r = np.logspace(-7, 1, 128)  # Input evaluation points
dln = np.log(r[1]/r[0])      # Step size
offset = fft.fhtoffset(dln, initial=-6*np.log(10), mu=mu)
k = np.exp(offset)/r[::-1]   # Output evaluation points
def f(x, mu):
    """Analytical function: x^(mu+1) exp(-x^2/2)."""
    return x**(mu + 1)*np.exp(-x**2/2)
a_r = f(r, mu)
fht = fft.fht(a_r, dln, mu=mu, offset=offset)
a_k = f(k, mu)
rel_err = abs((fht-a_k)/a_k)
figargs = {'sharex': True, 'sharey': True, 'constrained_layout': True}
df = pd.DataFrame(rel_err)

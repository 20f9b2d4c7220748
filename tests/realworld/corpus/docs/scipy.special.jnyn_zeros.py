# source: the Examples of the docstring of scipy.special.jnyn_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 16 plotting examples; df = zeros (array)
import pandas as pd
from scipy.special import jnyn_zeros
jn_roots, jnp_roots, yn_roots, ynp_roots = jnyn_zeros(1, 3)
jn_roots, yn_roots
import numpy as np
from scipy.special import jnyn_zeros, jvp, jn, yvp, yn
jn_roots, jnp_roots, yn_roots, ynp_roots = jnyn_zeros(1, 3)
xmax= 11
x = np.linspace(0, xmax)
zeros = np.zeros((3, ))
df = pd.DataFrame(zeros)

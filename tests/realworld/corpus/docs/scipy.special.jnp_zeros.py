# source: the Examples of the docstring of scipy.special.jnp_zeros (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 10 plotting examples; df = x (array)
import pandas as pd
from scipy.special import jnp_zeros
jnp_zeros(2, 4)
import numpy as np
from scipy.special import jn, jnp_zeros, jvp
j2_roots = jnp_zeros(2, 4)
xmax = 15
x = np.linspace(0, xmax, 500)
df = pd.DataFrame(x)

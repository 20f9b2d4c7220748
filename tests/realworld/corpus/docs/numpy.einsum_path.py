# source: the Examples of the docstring of numpy.einsum_path (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 4 print calls; df = C (array)
import pandas as pd
import numpy as np
np.random.seed(123)
a = np.random.rand(2, 2)
b = np.random.rand(2, 5)
c = np.random.rand(5, 2)
path_info = np.einsum_path('ij,jk,kl->il', a, b, c, optimize='greedy')
I = np.random.rand(10, 10, 10, 10)
C = np.random.rand(10, 10)
path_info = np.einsum_path('ea,fb,abcd,gc,hd->efgh', C, C, I, C, C,
                           optimize='greedy')
df = pd.DataFrame(C)

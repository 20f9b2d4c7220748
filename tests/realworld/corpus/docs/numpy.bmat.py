# source: the Examples of the docstring of numpy.bmat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = D (array)
import pandas as pd
import numpy as np
A = np.mat('1 1; 1 1')
B = np.mat('2 2; 2 2')
C = np.mat('3 4; 5 6')
D = np.mat('7 8; 9 0')
np.bmat([[A, B], [C, D]])
np.bmat(np.r_[np.c_[A, B], np.c_[C, D]])
np.bmat('A,B; C,D')
df = pd.DataFrame(D)

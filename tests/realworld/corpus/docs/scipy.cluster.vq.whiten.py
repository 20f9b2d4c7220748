# source: the Examples of the docstring of scipy.cluster.vq.whiten (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = features (array)
import pandas as pd
obs = [[  1.,   1.,   1.],  #o0
       [  2.,   2.,   2.],  #o1
       [  3.,   3.,   3.],  #o2
       [  4.,   4.,   4.]]  #o3
import numpy as np
from scipy.cluster.vq import whiten
features  = np.array([[1.9, 2.3, 1.7],
                      [1.5, 2.5, 2.2],
                      [0.8, 0.6, 1.7,]])
whiten(features)
df = pd.DataFrame(features)

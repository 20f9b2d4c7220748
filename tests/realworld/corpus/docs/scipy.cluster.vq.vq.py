# source: the Examples of the docstring of scipy.cluster.vq.vq (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = features (array)
import pandas as pd
code_book = [
            [  1.,   2.,   3.,   4.],  #c0
            [  1.,   2.,   3.,   4.],  #c1
            [  1.,   2.,   3.,   4.]]  #c2
import numpy as np
from scipy.cluster.vq import vq
code_book = np.array([[1.,1.,1.],
                      [2.,2.,2.]])
features  = np.array([[  1.9,2.3,1.7],
                      [  1.5,2.5,2.2],
                      [  0.8,0.6,1.7]])
vq(features,code_book)
df = pd.DataFrame(features)

# source: the Examples of the docstring of numpy.histogramdd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = r (array)
import pandas as pd
import numpy as np
r = np.random.randn(100,3)
H, edges = np.histogramdd(r, bins = (5, 8, 4))
H.shape, edges[0].size, edges[1].size, edges[2].size
df = pd.DataFrame(r)

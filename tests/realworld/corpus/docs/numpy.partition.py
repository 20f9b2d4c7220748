# source: the Examples of the docstring of numpy.partition (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p2 (array)
import pandas as pd
import numpy as np
a = np.array([7, 1, 7, 7, 1, 5, 7, 2, 3, 2, 6, 2, 3, 0])
p = np.partition(a, 4)
p
p2 = np.partition(a, (4, 8))
p2
df = pd.DataFrame(p2)

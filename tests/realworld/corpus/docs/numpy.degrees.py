# source: the Examples of the docstring of numpy.degrees (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = r (array)
import pandas as pd
import numpy as np
rad = np.arange(12.)*np.pi/6
np.degrees(rad)
out = np.zeros((rad.shape))
r = np.degrees(rad, out)
np.all(r == out)
df = pd.DataFrame(r)

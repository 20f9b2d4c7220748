# source: the Examples of the docstring of numpy.chararray.real (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.sqrt([1+0j, 0+1j])
x.real
x.real.dtype
df = pd.DataFrame(x)

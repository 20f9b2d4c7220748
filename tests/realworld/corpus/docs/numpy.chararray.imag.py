# source: the Examples of the docstring of numpy.chararray.imag (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.sqrt([1+0j, 0+1j])
x.imag
x.imag.dtype
df = pd.DataFrame(x)

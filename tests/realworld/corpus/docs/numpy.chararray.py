# source: the Examples of the docstring of numpy.chararray (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = charar (array)
import pandas as pd
import numpy as np
charar = np.chararray((3, 3))
charar[:] = 'a'
charar
charar = np.chararray(charar.shape, itemsize=5)
charar[:] = 'abc'
charar
df = pd.DataFrame(charar)

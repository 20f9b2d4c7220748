# source: the Examples of the docstring of numpy.put_along_axis (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ai (array)
import pandas as pd
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.expand_dims(np.argmax(a, axis=1), axis=1)
ai
np.put_along_axis(a, ai, 99, axis=1)
a
df = pd.DataFrame(ai)

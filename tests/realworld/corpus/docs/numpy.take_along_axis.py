# source: the Examples of the docstring of numpy.take_along_axis (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = ai (array)
import pandas as pd
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
np.sort(a, axis=1)
ai = np.argsort(a, axis=1); ai
np.take_along_axis(a, ai, axis=1)
np.expand_dims(np.max(a, axis=1), axis=1)
ai = np.expand_dims(np.argmax(a, axis=1), axis=1)
ai
np.take_along_axis(a, ai, axis=1)
ai_min = np.expand_dims(np.argmin(a, axis=1), axis=1)
ai_max = np.expand_dims(np.argmax(a, axis=1), axis=1)
ai = np.concatenate([ai_min, ai_max], axis=1)
ai
np.take_along_axis(a, ai, axis=1)
df = pd.DataFrame(ai)

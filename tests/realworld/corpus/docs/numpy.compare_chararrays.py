# source: the Examples of the docstring of numpy.compare_chararrays (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = b (array)
import pandas as pd
import numpy as np
a = np.array(["a", "b", "cde"])
b = np.array(["a", "a", "dec"])
np.compare_chararrays(a, b, ">", True)
df = pd.DataFrame(b)

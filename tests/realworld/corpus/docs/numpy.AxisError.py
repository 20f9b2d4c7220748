# source: the Examples of the docstring of numpy.AxisError (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 traceback examples, 2 print calls; df = array_1d (array)
import pandas as pd
import numpy as np
array_1d = np.arange(10)
df = pd.DataFrame(array_1d)

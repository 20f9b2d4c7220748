# source: the Examples of the docstring of numpy.sinh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = out2 (array)
import pandas as pd
import numpy as np
np.sinh(0)
np.sinh(np.pi*1j/2)
np.sinh(np.pi*1j) # (exact value is 0)
out1 = np.array([0], dtype='d')
out2 = np.sinh([0.1], out1)
out2 is out1
df = pd.DataFrame(out2)

# source: the Examples of the docstring of numpy.chararray.tobytes (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.array([[0, 1], [2, 3]], dtype='<u2')
x.tobytes()
x.tobytes('C') == x.tobytes()
x.tobytes('F')
df = pd.DataFrame(x)

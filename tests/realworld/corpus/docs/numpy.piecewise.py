# source: the Examples of the docstring of numpy.piecewise (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
x = np.linspace(-2.5, 2.5, 6)
np.piecewise(x, [x < 0, x >= 0], [-1, 1])
np.piecewise(x, [x < 0, x >= 0], [lambda x: -x, lambda x: x])
y = -2
np.piecewise(y, [y < 0, y >= 0], [lambda x: -x, lambda x: x])
df = pd.DataFrame(x)

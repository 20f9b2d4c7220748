# source: the Examples of the docstring of numpy.gradient (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = f (array)
import pandas as pd
import numpy as np
f = np.array([1, 2, 4, 7, 11, 16], dtype=float)
np.gradient(f)
np.gradient(f, 2)
x = np.arange(f.size)
np.gradient(f, x)
x = np.array([0., 1., 1.5, 3.5, 4., 6.], dtype=float)
np.gradient(f, x)
np.gradient(np.array([[1, 2, 6], [3, 4, 5]], dtype=float))
dx = 2.
y = [1., 1.5, 3.5]
np.gradient(np.array([[1, 2, 6], [3, 4, 5]], dtype=float), dx, y)
x = np.array([0, 1, 2, 3, 4])
f = x**2
np.gradient(f, edge_order=1)
np.gradient(f, edge_order=2)
np.gradient(np.array([[1, 2, 6], [3, 4, 5]], dtype=float), axis=0)
df = pd.DataFrame(f)

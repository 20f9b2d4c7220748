# source: the Examples of the docstring of numpy.fromfile (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
dt = np.dtype([('time', [('min', np.int64), ('sec', np.int64)]),
               ('temp', float)])
x = np.zeros((1,), dtype=dt)
x['time']['min'] = 10; x['temp'] = 98.25
x
import tempfile
fname = tempfile.mkstemp()[1]
x.tofile(fname)
np.fromfile(fname, dtype=dt)
np.save(fname, x)
np.load(fname + '.npy')
df = pd.DataFrame(x)

# source: the Examples of the docstring of numpy.geomspace (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = y (array)
import pandas as pd
import numpy as np
np.geomspace(1, 1000, num=4)
np.geomspace(1, 1000, num=3, endpoint=False)
np.geomspace(1, 1000, num=4, endpoint=False)
np.geomspace(1, 256, num=9)
np.geomspace(1, 256, num=9, dtype=int)
np.around(np.geomspace(1, 256, num=9)).astype(int)
np.geomspace(1000, 1, num=4)
np.geomspace(-1000, -1, num=4)
np.geomspace(1j, 1000j, num=4)  # Straight line
np.geomspace(-1+0j, 1+0j, num=5)  # Circle
N = 10
y = np.zeros(N)
df = pd.DataFrame(y)

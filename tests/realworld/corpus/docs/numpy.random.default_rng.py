# source: the Examples of the docstring of numpy.random.default_rng (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = arr2 (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng(12345)
rfloat = rng.random()
rfloat
type(rfloat)
import numpy as np
rng = np.random.default_rng(12345)
rints = rng.integers(low=0, high=10, size=3)
rints
type(rints[0])
import numpy as np
rng = np.random.default_rng(seed=42)
arr1 = rng.random((3, 3))
arr1
import numpy as np
rng = np.random.default_rng(seed=42)
arr2 = rng.random((3, 3))
arr2
df = pd.DataFrame(arr2)

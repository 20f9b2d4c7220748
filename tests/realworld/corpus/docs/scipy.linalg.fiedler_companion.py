# source: the Examples of the docstring of scipy.linalg.fiedler_companion (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = fc (array)
import pandas as pd
import numpy as np
from scipy.linalg import fiedler_companion, eigvals
p = np.poly(np.arange(1, 9, 2))  # [1., -16., 86., -176., 105.]
fc = fiedler_companion(p)
fc
eigvals(fc)
df = pd.DataFrame(fc)

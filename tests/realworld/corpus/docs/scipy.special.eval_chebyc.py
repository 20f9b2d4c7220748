# source: the Examples of the docstring of scipy.special.eval_chebyc (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
import scipy.special as sc
x = np.linspace(-2, 2, 6)
sc.eval_chebyc(3, x)
2 * sc.eval_chebyt(3, x / 2)
df = pd.DataFrame(x)

# source: the Examples of the docstring of scipy.signal.order_filter (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = domain (array)
import pandas as pd
import numpy as np
from scipy import signal
x = np.arange(25).reshape(5, 5)
domain = np.identity(3)
x
signal.order_filter(x, domain, 0)
signal.order_filter(x, domain, 2)
df = pd.DataFrame(domain)

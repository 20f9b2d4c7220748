# source: the Examples of the docstring of scipy.signal.cmplx_sort (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = indx (array)
import pandas as pd
from scipy import signal
vals = [1, 4, 1+1.j, 3]
p_sorted, indx = signal.cmplx_sort(vals)
p_sorted
indx
df = pd.DataFrame(indx)

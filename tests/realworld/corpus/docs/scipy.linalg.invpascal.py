# source: the Examples of the docstring of scipy.linalg.invpascal (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.linalg import invpascal, pascal
invp = invpascal(5)
invp
p = pascal(5)
p.dot(invp)
invpascal(5, kind='lower', exact=False)
df = pd.DataFrame(p)

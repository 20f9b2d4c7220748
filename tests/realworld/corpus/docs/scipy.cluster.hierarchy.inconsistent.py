# source: the Examples of the docstring of scipy.cluster.hierarchy.inconsistent (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 plotting examples, 1 print calls; df = Z (array)
import pandas as pd
from scipy.cluster.hierarchy import inconsistent, linkage
X = [[i] for i in [2, 8, 0, 4, 1, 9, 9, 0]]
Z = linkage(X, 'ward')
inconsistent(Z)
df = pd.DataFrame(Z)

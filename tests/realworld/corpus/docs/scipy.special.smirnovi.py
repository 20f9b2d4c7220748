# source: the Examples of the docstring of scipy.special.smirnovi (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = p (array)
import pandas as pd
from scipy.special import smirnovi, smirnov
n = 24
deviations = [0.1, 0.2, 0.3]
p = smirnov(n, deviations)
p
smirnovi(n, p)
df = pd.DataFrame(p)

# source: the Examples of the docstring of scipy.stats.ranksums (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sample2 (array)
import pandas as pd
import numpy as np
from scipy.stats import ranksums
rng = np.random.default_rng()
sample1 = rng.uniform(-1, 1, 200)
sample2 = rng.uniform(-0.5, 1.5, 300) # a shifted distribution
ranksums(sample1, sample2)
ranksums(sample1, sample2, alternative='less')
ranksums(sample1, sample2, alternative='greater')
df = pd.DataFrame(sample2)

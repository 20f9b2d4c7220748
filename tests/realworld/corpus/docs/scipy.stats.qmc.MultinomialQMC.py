# source: the Examples of the docstring of scipy.stats.qmc.MultinomialQMC (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = sample (array)
import pandas as pd
from scipy.stats import qmc
dist = qmc.MultinomialQMC(
    pvals=[0.2, 0.4, 0.4], n_trials=10, engine=qmc.Halton(d=1)
)
sample = dist.random(64)
df = pd.DataFrame(sample)

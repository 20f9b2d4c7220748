# source: the Examples of the docstring of scipy.stats.contingency.association (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = obs4x2 (array)
import pandas as pd
import numpy as np
from scipy.stats.contingency import association
obs4x2 = np.array([[100, 150], [203, 322], [420, 700], [320, 210]])
association(obs4x2, method="pearson")
association(obs4x2, method="cramer")
association(obs4x2, method="tschuprow")
df = pd.DataFrame(obs4x2)

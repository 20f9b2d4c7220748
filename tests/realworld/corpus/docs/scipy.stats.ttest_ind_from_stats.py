# source: the Examples of the docstring of scipy.stats.ttest_ind_from_stats (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = group2 (array)
import pandas as pd
import numpy as np
from scipy.stats import ttest_ind_from_stats
ttest_ind_from_stats(mean1=15.0, std1=np.sqrt(87.5), nobs1=13,
                     mean2=12.0, std2=np.sqrt(39.0), nobs2=11)
a = np.array([1, 3, 4, 6, 11, 13, 15, 19, 22, 24, 25, 26, 26])
b = np.array([2, 4, 6, 9, 11, 13, 14, 15, 18, 19, 21])
from scipy.stats import ttest_ind
ttest_ind(a, b)
ttest_ind_from_stats(mean1=0.2, std1=np.sqrt(0.161073), nobs1=150,
                     mean2=0.225, std2=np.sqrt(0.175251), nobs2=200)
group1 = np.array([1]*30 + [0]*(150-30))
group2 = np.array([1]*45 + [0]*(200-45))
ttest_ind(group1, group2)
df = pd.DataFrame(group2)

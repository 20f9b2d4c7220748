# source: the Examples of the docstring of numpy.random.RandomState.standard_t (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = s (array)
import pandas as pd
import numpy as np
intake = np.array([5260., 5470, 5640, 6180, 6390, 6515, 6805, 7515, \
                   7515, 8230, 8770])
np.mean(intake)
intake.std(ddof=1)
t = (np.mean(intake)-7725)/(intake.std(ddof=1)/np.sqrt(len(intake)))
t
s = np.random.standard_t(10, size=1000000)
np.sum(np.abs(t) < np.abs(s)) / float(len(s))
df = pd.DataFrame(s)

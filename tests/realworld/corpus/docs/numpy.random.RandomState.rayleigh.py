# source: the Examples of the docstring of numpy.random.RandomState.rayleigh (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = s (array)
import pandas as pd
import numpy as np
meanvalue = 1
modevalue = np.sqrt(2 / np.pi) * meanvalue
s = np.random.rayleigh(modevalue, 1000000)
100.*sum(s>3)/1000000.
df = pd.DataFrame(s)

# source: the Examples of the docstring of pandas.Series.map (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import numpy as np
import pandas as pd
s = pd.Series(['cat', 'dog', np.nan, 'rabbit'])
s
s.map({'cat': 'kitten', 'dog': 'puppy'})
s.map('I am a {}'.format)
s.map('I am a {}'.format, na_action='ignore')
df = pd.DataFrame(s)

# source: the Examples of the docstring of pandas.Series.view (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = us (series)
import pandas as pd
s = pd.Series([-2, -1, 0, 1, 2], dtype='int8')
s
us = s.view('uint8')
us
us[0] = 128
s
df = pd.DataFrame(us)

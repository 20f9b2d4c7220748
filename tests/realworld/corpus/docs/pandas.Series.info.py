# source: the Examples of the docstring of pandas.Series.info (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df = s (series)
import numpy as np
import pandas as pd
int_values = [1, 2, 3, 4, 5]
text_values = ['alpha', 'beta', 'gamma', 'delta', 'epsilon']
s = pd.Series(text_values, index=int_values)
s.info()
s.info(verbose=False)
import io
buffer = io.StringIO()
s.info(buf=buffer)
s = buffer.getvalue()
random_strings_array = np.random.choice(['a', 'b', 'c'], 10 ** 6)
s = pd.Series(np.random.choice(['a', 'b', 'c'], 10 ** 6))
s.info()
s.info(memory_usage='deep')
df = pd.DataFrame(s)

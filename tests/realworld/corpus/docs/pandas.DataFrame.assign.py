# source: the Examples of the docstring of pandas.DataFrame.assign (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'temp_c': [17.0, 25.0]},
                  index=['Portland', 'Berkeley'])
df
df.assign(temp_f=lambda x: x.temp_c * 9 / 5 + 32)
df.assign(temp_f=df['temp_c'] * 9 / 5 + 32)
df.assign(temp_f=lambda x: x['temp_c'] * 9 / 5 + 32,
          temp_k=lambda x: (x['temp_f'] +  459.67) * 5 / 9)

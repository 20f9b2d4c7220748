# source: the Examples of the docstring of pandas.DataFrame.round (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = decimals (series)
import pandas as pd
df = pd.DataFrame([(.21, .32), (.01, .67), (.66, .03), (.21, .18)],
                  columns=['dogs', 'cats'])
df
df.round(1)
df.round({'dogs': 1, 'cats': 0})
decimals = pd.Series([0, 1], index=['cats', 'dogs'])
df.round(decimals)
df = pd.DataFrame(decimals)

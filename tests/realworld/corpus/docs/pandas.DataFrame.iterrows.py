# source: the Examples of the docstring of pandas.DataFrame.iterrows (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = row (series)
import pandas as pd
df = pd.DataFrame([[1, 1.5]], columns=['int', 'float'])
row = next(df.iterrows())[1]
row
df = pd.DataFrame(row)

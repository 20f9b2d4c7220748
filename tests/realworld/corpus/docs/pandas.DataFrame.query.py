# source: the Examples of the docstring of pandas.DataFrame.query (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'A': range(1, 6),
                   'B': range(10, 0, -2),
                   'C C': range(10, 5, -1)})
df
df.query('A > B')
df[df.A > df.B]
df.query('B == `C C`')
df[df.B == df['C C']]

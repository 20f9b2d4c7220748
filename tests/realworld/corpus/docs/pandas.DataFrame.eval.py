# source: the Examples of the docstring of pandas.DataFrame.eval (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
df = pd.DataFrame({'A': range(1, 6), 'B': range(10, 0, -2)})
df
df.eval('A + B')
df.eval('C = A + B')
df
df.eval('C = A + B', inplace=True)
df
df.eval(
    '''
C = A + B
D = A - B
'''
)

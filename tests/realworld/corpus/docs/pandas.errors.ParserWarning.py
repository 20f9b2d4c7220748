# source: the Examples of the docstring of pandas.errors.ParserWarning (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df made by the example
import pandas as pd
import io
csv = '''a;b;c
          1;1,8
          1;2,1'''
df = pd.read_csv(io.StringIO(csv), sep='[;,]', engine='python')

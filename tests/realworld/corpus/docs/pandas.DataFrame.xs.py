# source: the Examples of the docstring of pandas.DataFrame.xs (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
d = {'num_legs': [4, 4, 2, 2],
     'num_wings': [0, 0, 2, 2],
     'class': ['mammal', 'mammal', 'mammal', 'bird'],
     'animal': ['cat', 'dog', 'bat', 'penguin'],
     'locomotion': ['walks', 'walks', 'flies', 'walks']}
df = pd.DataFrame(data=d)
df = df.set_index(['class', 'animal', 'locomotion'])
df
df.xs('mammal')
df.xs(('mammal', 'dog'))
df.xs('cat', level=1)
df.xs(('bird', 'walks'),
      level=[0, 'locomotion'])
df.xs('num_wings', axis=1)

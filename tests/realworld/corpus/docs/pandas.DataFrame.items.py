# source: the Examples of the docstring of pandas.DataFrame.items (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = content (series)
import pandas as pd
df = pd.DataFrame({'species': ['bear', 'bear', 'marsupial'],
                  'population': [1864, 22000, 80000]},
                  index=['panda', 'polar', 'koala'])
df
for label, content in df.items():
    pass
df = pd.DataFrame(content)

# source: the Examples of the docstring of pandas.DataFrame.to_latex (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 +SKIP examples; df made by the example
import pandas as pd
df = pd.DataFrame(dict(name=['Raphael', 'Donatello'],
                  mask=['red', 'purple'],
                  weapon=['sai', 'bo staff']))

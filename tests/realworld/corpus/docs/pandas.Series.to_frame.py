# source: the Examples of the docstring of pandas.Series.to_frame (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(["a", "b", "c"],
              name="vals")
s.to_frame()
df = pd.DataFrame(s)

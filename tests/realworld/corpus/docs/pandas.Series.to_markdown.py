# source: the Examples of the docstring of pandas.Series.to_markdown (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = s (series)
import pandas as pd
s = pd.Series(["elk", "pig", "dog", "quetzal"], name="animal")
df = pd.DataFrame(s)

# source: the Examples of the docstring of pandas.Series.duplicated (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = animals (series)
import pandas as pd
animals = pd.Series(['lama', 'cow', 'lama', 'beetle', 'lama'])
animals.duplicated()
animals.duplicated(keep='first')
animals.duplicated(keep='last')
animals.duplicated(keep=False)
df = pd.DataFrame(animals)

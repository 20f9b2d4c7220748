# source: the Examples of the docstring of pandas.CategoricalIndex.is_categorical (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
idx = pd.Index(["Watermelon", "Orange", "Apple",
                "Watermelon"]).astype("category")
idx.is_categorical()
idx = pd.Index([1, 3, 5, 7])
idx.is_categorical()
s = pd.Series(["Peter", "Victor", "Elisabeth", "Mar"])
s
s.index.is_categorical()
df = pd.DataFrame(s)

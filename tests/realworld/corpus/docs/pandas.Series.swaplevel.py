# source: the Examples of the docstring of pandas.Series.swaplevel (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
s = pd.Series(
    ["A", "B", "A", "C"],
    index=[
        ["Final exam", "Final exam", "Coursework", "Coursework"],
        ["History", "Geography", "History", "Geography"],
        ["January", "February", "March", "April"],
    ],
)
s
s.swaplevel()
s.swaplevel(0)
s.swaplevel(0, 1)
df = pd.DataFrame(s)

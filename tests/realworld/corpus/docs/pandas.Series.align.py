# source: the Examples of the docstring of pandas.Series.align (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = right (frame)
import pandas as pd
df = pd.DataFrame(
    [[1, 2, 3, 4], [6, 7, 8, 9]], columns=["D", "B", "E", "A"], index=[1, 2]
)
other = pd.DataFrame(
    [[10, 20, 30, 40], [60, 70, 80, 90], [600, 700, 800, 900]],
    columns=["A", "B", "C", "D"],
    index=[2, 3, 4],
)
df
other
left, right = df.align(other, join="outer", axis=1)
left
right
left, right = df.align(other, join="outer", axis=0)
left
right
left, right = df.align(other, join="outer", axis=None)
left
right
df = right

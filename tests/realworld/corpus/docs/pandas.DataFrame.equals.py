# source: the Examples of the docstring of pandas.DataFrame.equals (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = different_data_type (frame)
import pandas as pd
df = pd.DataFrame({1: [10], 2: [20]})
df
exactly_equal = pd.DataFrame({1: [10], 2: [20]})
exactly_equal
df.equals(exactly_equal)
different_column_type = pd.DataFrame({1.0: [10], 2.0: [20]})
different_column_type
df.equals(different_column_type)
different_data_type = pd.DataFrame({1: [10.0], 2: [20.0]})
different_data_type
df.equals(different_data_type)
df = different_data_type

# expect: missing_df
import pandas as pd


def make():
    df = pd.DataFrame({"a": [1]})
    return df


table = make()

# expect: banned_name
import pandas as pd


def f(eval):
    return eval


df = pd.DataFrame({"a": [1]})

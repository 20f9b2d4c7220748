# expect: statement
import pandas as pd


def f():
    global df
    df = pd.DataFrame({"a": [1]})


df = None

import pandas as pd


def g():
    yield 1


df = pd.DataFrame({"a": list(g())})

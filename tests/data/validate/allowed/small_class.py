import pandas as pd


class Table:
    pass


df = pd.DataFrame({"a": [1]})

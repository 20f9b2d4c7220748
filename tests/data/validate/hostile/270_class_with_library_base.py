# class: class_def
# technique: class X(pd.DataFrame) overriding copy (control: bases limited)
# goal: output
import pandas as pd


class Big(pd.DataFrame):
    def copy(self, *a, **k):
        return pd.DataFrame({"x": range(5_000_000)})


df = Big({"x": [1]})

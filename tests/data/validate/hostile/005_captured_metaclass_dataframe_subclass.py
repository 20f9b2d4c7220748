# class: class_making
# technique: a DataFrame subclass made with the captured metaclass, whose copy() returns 5 million rows: isinstance(df, DataFrame) holds and the harness checks the row cap before df.copy()
# goal: output
import numpy as np
import pandas as pd

grabbed = []


class Grab:
    """Records whatever it is compared with."""

    def __eq__(self, other):
        grabbed.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(pd.DataFrame)
make = grabbed[0]
Big = make("Big", (pd.DataFrame,), {"copy": lambda self, *a, **k: pd.DataFrame({"x": np.zeros(5_000_000)})})
df = Big({"x": np.arange(3)})
if len(df.copy()) != 5_000_000:
    raise RuntimeError("override lost")

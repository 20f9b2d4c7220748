# expect: dunder
# RestrictedPython GHSA (8.3): a positional-only parameter named like a guard disables it
import pandas as pd


def f(_getattr_=None, /):
    return ().__class__


df = pd.DataFrame({"a": [1]})

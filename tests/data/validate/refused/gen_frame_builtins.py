# expect: escape_attribute
# E13: a generator frame climbs to the caller and its builtins
import pandas as pd


def g():
    yield 1


gen = g()
opener = gen.gi_frame.f_back.f_builtins["open"]
df = pd.DataFrame({"a": [1]})

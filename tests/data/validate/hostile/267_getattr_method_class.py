# class: class_def
# technique: a class with __getattr__ (control)
# goal: memory
import numpy as np
import pandas as pd


class Raw:
    def __getattr__(self, name):
        return {"data": (id(self), False), "shape": (4096,), "typestr": "|u1", "version": 3}


df = pd.DataFrame({"byte": np.asarray(Raw()).copy()})

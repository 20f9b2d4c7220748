# class: class_def
# technique: __class_getitem__ (control)
# goal: memory
import pandas as pd


class Raw:
    def __class_getitem__(cls, address):
        return address


df = pd.DataFrame({"x": [Raw[1]]})

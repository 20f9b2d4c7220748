# class: class_making
# technique: make = type(type(0)); make(name, bases, ns) (control since the compare-only rule)
# goal: memory
import numpy as np
import pandas as pd

make = type(type(0))
Raw = make("Raw", (), {"_" * 2 + "array_interface" + "_" * 2: 1})
df = pd.DataFrame({"x": [1]})

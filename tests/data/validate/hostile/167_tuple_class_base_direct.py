# class: subclass_walk
# technique: ().__class__.__base__.__subclasses__() (control)
# goal: exec
import pandas as pd

classes = ().__class__.__base__.__subclasses__()
df = pd.DataFrame({"name": [str(c) for c in classes]})

# class: subclass_walk
# technique: [].__class__.__mro__[-1].__subclasses__() (control)
# goal: exec
import pandas as pd

root = [].__class__.__mro__[-1]
df = pd.DataFrame({"name": [str(c) for c in root.__subclasses__()]})

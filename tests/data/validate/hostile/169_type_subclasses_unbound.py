# class: subclass_walk
# technique: type.__subclasses__(object) (control)
# goal: exec
import pandas as pd

df = pd.DataFrame({"name": [str(c) for c in type.__subclasses__(object)]})

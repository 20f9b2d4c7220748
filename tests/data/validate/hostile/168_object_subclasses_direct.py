# class: subclass_walk
# technique: object.__subclasses__() (control)
# goal: exec
import pandas as pd

df = pd.DataFrame({"name": [str(c) for c in object.__subclasses__()]})

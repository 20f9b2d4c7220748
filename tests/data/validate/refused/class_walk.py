# expect: dunder
# E01
import pandas as pd

subclasses = ().__class__.__bases__[0].__subclasses__()
df = pd.DataFrame({"a": [1]})

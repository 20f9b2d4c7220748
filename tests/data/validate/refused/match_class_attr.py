# expect: escape_attribute
import pandas as pd

gen = (i for i in [1])
match gen:
    case object(gi_frame=frame):
        pass
df = pd.DataFrame({"a": [1]})

# class: class_making
# technique: df.itertuples() (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"a": [1, 2]})
rows = list(frame.itertuples(name="Row"))
df = pd.DataFrame({"a": [r.a for r in rows]})

# df.itertuples(name="Row"): formerly the hostile corpus's control for the itertuples refusal;
# pandas' own namedtuple is allowed by the guard now (the snippet calling namedtuple stays refused).
import pandas as pd

frame = pd.DataFrame({"a": [1, 2]})
rows = list(frame.itertuples(name="Row"))
df = pd.DataFrame({"a": [r.a for r in rows]})

# topic: grid labels from string.ascii_uppercase
import string
import numpy as np
import pandas as pd

rng = np.random.default_rng(8)
rows = list(string.ascii_uppercase[:8])      # plate rows A-H
cols = range(1, 13)                           # 12 columns -> 96-well plate

wells = [f"{r}{c}" for r in rows for c in cols]
df = pd.DataFrame({
    "well": wells,
    "row": [w[0] for w in wells],
    "col": [int(w[1:]) for w in wells],
    "absorbance": rng.gamma(4, 0.1, len(wells)).round(3),
})
df["is_edge"] = df["row"].isin([rows[0], rows[-1]]) | df["col"].isin([1, 12])

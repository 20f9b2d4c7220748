# class: literal_data
# technique: 60 numbers as dict keys (control since v2)
# goal: output
import numpy as np
import pandas as pd

table = {38.8: None, 23.4: None, 67.9: None, 16.4: None, 57.7: None, 42.5: None, 15.2: None, 55.2: None, 13.3: None, 48.6: None, 16.2: None, 18.1: None, 47.8: None, 83.6: None, 21.0: None, 29.9: None, 65.8: None, 94.3: None, 61.4: None, 45.3: None, 96.9: None, 14.1: None, 86.4: None, 35.8: None, 22.8: None, 20.5: None, 37.5: None, 82.6: None, 26.1: None, 61.8: None, 66.9: None, 43.1: None, 58.7: None, 15.6: None, 15.3: None, 28.3: None, 70.6: None, 48.1: None, 38.0: None, 62.1: None, 50.3: None, 36.7: None, 80.7: None, 72.2: None, 31.7: None, 61.1: None, 56.7: None, 87.9: None, 74.9: None, 35.6: None, 97.2: None, 20.5: None, 47.2: None, 77.4: None, 23.5: None, 53.5: None, 13.5: None, 69.5: None, 78.0: None, 61.0: None}
values = list(table)
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

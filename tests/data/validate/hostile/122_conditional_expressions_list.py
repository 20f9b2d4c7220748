# class: literal_data
# technique: a list of 60 `x if True else 0` expressions
# goal: output
import numpy as np
import pandas as pd

values = [38.8 if True else 0, 23.4 if True else 0, 67.9 if True else 0, 16.4 if True else 0, 57.7 if True else 0, 42.5 if True else 0, 15.2 if True else 0, 55.2 if True else 0, 13.3 if True else 0, 48.6 if True else 0, 16.2 if True else 0, 18.1 if True else 0, 47.8 if True else 0, 83.6 if True else 0, 21.0 if True else 0, 29.9 if True else 0, 65.8 if True else 0, 94.3 if True else 0, 61.4 if True else 0, 45.3 if True else 0, 96.9 if True else 0, 14.1 if True else 0, 86.4 if True else 0, 35.8 if True else 0, 22.8 if True else 0, 20.5 if True else 0, 37.5 if True else 0, 82.6 if True else 0, 26.1 if True else 0, 61.8 if True else 0, 66.9 if True else 0, 43.1 if True else 0, 58.7 if True else 0, 15.6 if True else 0, 15.3 if True else 0, 28.3 if True else 0, 70.6 if True else 0, 48.1 if True else 0, 38.0 if True else 0, 62.1 if True else 0, 50.3 if True else 0, 36.7 if True else 0, 80.7 if True else 0, 72.2 if True else 0, 31.7 if True else 0, 61.1 if True else 0, 56.7 if True else 0, 87.9 if True else 0, 74.9 if True else 0, 35.6 if True else 0, 97.2 if True else 0, 20.5 if True else 0, 47.2 if True else 0, 77.4 if True else 0, 23.5 if True else 0, 53.5 if True else 0, 13.5 if True else 0, 69.5 if True else 0, 78.0 if True else 0, 61.0 if True else 0]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

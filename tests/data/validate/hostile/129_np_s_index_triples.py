# class: literal_data
# technique: np.s_[a, b, c] returns its index tuple: 20 of them, three numbers each
# goal: output
import numpy as np
import pandas as pd

chunks = [
    np.s_[38.8, 23.4, 67.9],
    np.s_[16.4, 57.7, 42.5],
    np.s_[15.2, 55.2, 13.3],
    np.s_[48.6, 16.2, 18.1],
    np.s_[47.8, 83.6, 21.0],
    np.s_[29.9, 65.8, 94.3],
    np.s_[61.4, 45.3, 96.9],
    np.s_[14.1, 86.4, 35.8],
    np.s_[22.8, 20.5, 37.5],
    np.s_[82.6, 26.1, 61.8],
    np.s_[66.9, 43.1, 58.7],
    np.s_[15.6, 15.3, 28.3],
    np.s_[70.6, 48.1, 38.0],
    np.s_[62.1, 50.3, 36.7],
    np.s_[80.7, 72.2, 31.7],
    np.s_[61.1, 56.7, 87.9],
    np.s_[74.9, 35.6, 97.2],
    np.s_[20.5, 47.2, 77.4],
    np.s_[23.5, 53.5, 13.5],
    np.s_[69.5, 78.0, 61.0],
]
values = [v for chunk in chunks for v in chunk]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

# class: literal_data
# technique: a list of 60 max(x, 0) calls
# goal: output
import numpy as np
import pandas as pd

values = [max(38.8, 0), max(23.4, 0), max(67.9, 0), max(16.4, 0), max(57.7, 0), max(42.5, 0), max(15.2, 0), max(55.2, 0), max(13.3, 0), max(48.6, 0), max(16.2, 0), max(18.1, 0), max(47.8, 0), max(83.6, 0), max(21.0, 0), max(29.9, 0), max(65.8, 0), max(94.3, 0), max(61.4, 0), max(45.3, 0), max(96.9, 0), max(14.1, 0), max(86.4, 0), max(35.8, 0), max(22.8, 0), max(20.5, 0), max(37.5, 0), max(82.6, 0), max(26.1, 0), max(61.8, 0), max(66.9, 0), max(43.1, 0), max(58.7, 0), max(15.6, 0), max(15.3, 0), max(28.3, 0), max(70.6, 0), max(48.1, 0), max(38.0, 0), max(62.1, 0), max(50.3, 0), max(36.7, 0), max(80.7, 0), max(72.2, 0), max(31.7, 0), max(61.1, 0), max(56.7, 0), max(87.9, 0), max(74.9, 0), max(35.6, 0), max(97.2, 0), max(20.5, 0), max(47.2, 0), max(77.4, 0), max(23.5, 0), max(53.5, 0), max(13.5, 0), max(69.5, 0), max(78.0, 0), max(61.0, 0)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

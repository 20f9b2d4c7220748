# class: literal_data
# technique: a list of 60 round(x, 1) calls (a call with two constants is not counted)
# goal: output
import numpy as np
import pandas as pd

values = [round(38.8, 1), round(23.4, 1), round(67.9, 1), round(16.4, 1), round(57.7, 1), round(42.5, 1), round(15.2, 1), round(55.2, 1), round(13.3, 1), round(48.6, 1), round(16.2, 1), round(18.1, 1), round(47.8, 1), round(83.6, 1), round(21.0, 1), round(29.9, 1), round(65.8, 1), round(94.3, 1), round(61.4, 1), round(45.3, 1), round(96.9, 1), round(14.1, 1), round(86.4, 1), round(35.8, 1), round(22.8, 1), round(20.5, 1), round(37.5, 1), round(82.6, 1), round(26.1, 1), round(61.8, 1), round(66.9, 1), round(43.1, 1), round(58.7, 1), round(15.6, 1), round(15.3, 1), round(28.3, 1), round(70.6, 1), round(48.1, 1), round(38.0, 1), round(62.1, 1), round(50.3, 1), round(36.7, 1), round(80.7, 1), round(72.2, 1), round(31.7, 1), round(61.1, 1), round(56.7, 1), round(87.9, 1), round(74.9, 1), round(35.6, 1), round(97.2, 1), round(20.5, 1), round(47.2, 1), round(77.4, 1), round(23.5, 1), round(53.5, 1), round(13.5, 1), round(69.5, 1), round(78.0, 1), round(61.0, 1)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

# class: literal_data
# technique: a list of 60 float(x) calls (control since v2)
# goal: output
import numpy as np
import pandas as pd

values = [float(38.8), float(23.4), float(67.9), float(16.4), float(57.7), float(42.5), float(15.2), float(55.2), float(13.3), float(48.6), float(16.2), float(18.1), float(47.8), float(83.6), float(21.0), float(29.9), float(65.8), float(94.3), float(61.4), float(45.3), float(96.9), float(14.1), float(86.4), float(35.8), float(22.8), float(20.5), float(37.5), float(82.6), float(26.1), float(61.8), float(66.9), float(43.1), float(58.7), float(15.6), float(15.3), float(28.3), float(70.6), float(48.1), float(38.0), float(62.1), float(50.3), float(36.7), float(80.7), float(72.2), float(31.7), float(61.1), float(56.7), float(87.9), float(74.9), float(35.6), float(97.2), float(20.5), float(47.2), float(77.4), float(23.5), float(53.5), float(13.5), float(69.5), float(78.0), float(61.0)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

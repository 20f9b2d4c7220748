# class: literal_data
# technique: a list of 60 complex(x, 0).real expressions
# goal: output
import numpy as np
import pandas as pd

values = [complex(38.8, 0).real, complex(23.4, 0).real, complex(67.9, 0).real, complex(16.4, 0).real, complex(57.7, 0).real, complex(42.5, 0).real, complex(15.2, 0).real, complex(55.2, 0).real, complex(13.3, 0).real, complex(48.6, 0).real, complex(16.2, 0).real, complex(18.1, 0).real, complex(47.8, 0).real, complex(83.6, 0).real, complex(21.0, 0).real, complex(29.9, 0).real, complex(65.8, 0).real, complex(94.3, 0).real, complex(61.4, 0).real, complex(45.3, 0).real, complex(96.9, 0).real, complex(14.1, 0).real, complex(86.4, 0).real, complex(35.8, 0).real, complex(22.8, 0).real, complex(20.5, 0).real, complex(37.5, 0).real, complex(82.6, 0).real, complex(26.1, 0).real, complex(61.8, 0).real, complex(66.9, 0).real, complex(43.1, 0).real, complex(58.7, 0).real, complex(15.6, 0).real, complex(15.3, 0).real, complex(28.3, 0).real, complex(70.6, 0).real, complex(48.1, 0).real, complex(38.0, 0).real, complex(62.1, 0).real, complex(50.3, 0).real, complex(36.7, 0).real, complex(80.7, 0).real, complex(72.2, 0).real, complex(31.7, 0).real, complex(61.1, 0).real, complex(56.7, 0).real, complex(87.9, 0).real, complex(74.9, 0).real, complex(35.6, 0).real, complex(97.2, 0).real, complex(20.5, 0).real, complex(47.2, 0).real, complex(77.4, 0).real, complex(23.5, 0).real, complex(53.5, 0).real, complex(13.5, 0).real, complex(69.5, 0).real, complex(78.0, 0).real, complex(61.0, 0).real]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

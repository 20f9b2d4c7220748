# class: literal_data
# technique: 60 numbers written as parameter annotations, read back with typing.get_type_hints
# goal: output
import typing

import numpy as np
import pandas as pd


def table(m01: 38.8, m02: 23.4, m03: 67.9, m04: 16.4, m05: 57.7, m06: 42.5, m07: 15.2, m08: 55.2, m09: 13.3, m10: 48.6, m11: 16.2, m12: 18.1, m13: 47.8, m14: 83.6, m15: 21.0, m16: 29.9, m17: 65.8, m18: 94.3, m19: 61.4, m20: 45.3, m21: 96.9, m22: 14.1, m23: 86.4, m24: 35.8, m25: 22.8, m26: 20.5, m27: 37.5, m28: 82.6, m29: 26.1, m30: 61.8, m31: 66.9, m32: 43.1, m33: 58.7, m34: 15.6, m35: 15.3, m36: 28.3, m37: 70.6, m38: 48.1, m39: 38.0, m40: 62.1, m41: 50.3, m42: 36.7, m43: 80.7, m44: 72.2, m45: 31.7, m46: 61.1, m47: 56.7, m48: 87.9, m49: 74.9, m50: 35.6, m51: 97.2, m52: 20.5, m53: 47.2, m54: 77.4, m55: 23.5, m56: 53.5, m57: 13.5, m58: 69.5, m59: 78.0, m60: 61.0):
    return None


values = list(typing.get_type_hints(table).values())
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

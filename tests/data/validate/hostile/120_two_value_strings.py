# class: literal_data
# technique: 60 numbers packed two per assigned string
# goal: output
import numpy as np
import pandas as pd

s00 = "38.8 23.4"
s01 = "67.9 16.4"
s02 = "57.7 42.5"
s03 = "15.2 55.2"
s04 = "13.3 48.6"
s05 = "16.2 18.1"
s06 = "47.8 83.6"
s07 = "21.0 29.9"
s08 = "65.8 94.3"
s09 = "61.4 45.3"
s10 = "96.9 14.1"
s11 = "86.4 35.8"
s12 = "22.8 20.5"
s13 = "37.5 82.6"
s14 = "26.1 61.8"
s15 = "66.9 43.1"
s16 = "58.7 15.6"
s17 = "15.3 28.3"
s18 = "70.6 48.1"
s19 = "38.0 62.1"
s20 = "50.3 36.7"
s21 = "80.7 72.2"
s22 = "31.7 61.1"
s23 = "56.7 87.9"
s24 = "74.9 35.6"
s25 = "97.2 20.5"
s26 = "47.2 77.4"
s27 = "23.5 53.5"
s28 = "13.5 69.5"
s29 = "78.0 61.0"
values = [float(x) for s in (s00, s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29) for x in s.split()]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

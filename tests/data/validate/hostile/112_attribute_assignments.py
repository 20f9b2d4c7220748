# class: literal_data
# technique: 60 numbers assigned to attributes of one object (box.m01 = 72.3): neither names nor subscripts
# goal: output
import numpy as np
import pandas as pd


class Box:
    pass


box = Box()
box.m01 = 38.8
box.m02 = 23.4
box.m03 = 67.9
box.m04 = 16.4
box.m05 = 57.7
box.m06 = 42.5
box.m07 = 15.2
box.m08 = 55.2
box.m09 = 13.3
box.m10 = 48.6
box.m11 = 16.2
box.m12 = 18.1
box.m13 = 47.8
box.m14 = 83.6
box.m15 = 21.0
box.m16 = 29.9
box.m17 = 65.8
box.m18 = 94.3
box.m19 = 61.4
box.m20 = 45.3
box.m21 = 96.9
box.m22 = 14.1
box.m23 = 86.4
box.m24 = 35.8
box.m25 = 22.8
box.m26 = 20.5
box.m27 = 37.5
box.m28 = 82.6
box.m29 = 26.1
box.m30 = 61.8
box.m31 = 66.9
box.m32 = 43.1
box.m33 = 58.7
box.m34 = 15.6
box.m35 = 15.3
box.m36 = 28.3
box.m37 = 70.6
box.m38 = 48.1
box.m39 = 38.0
box.m40 = 62.1
box.m41 = 50.3
box.m42 = 36.7
box.m43 = 80.7
box.m44 = 72.2
box.m45 = 31.7
box.m46 = 61.1
box.m47 = 56.7
box.m48 = 87.9
box.m49 = 74.9
box.m50 = 35.6
box.m51 = 97.2
box.m52 = 20.5
box.m53 = 47.2
box.m54 = 77.4
box.m55 = 23.5
box.m56 = 53.5
box.m57 = 13.5
box.m58 = 69.5
box.m59 = 78.0
box.m60 = 61.0
values = [v for v in (box.m01, box.m02, box.m03, box.m04, box.m05, box.m06, box.m07, box.m08, box.m09, box.m10, box.m11, box.m12, box.m13, box.m14, box.m15, box.m16, box.m17, box.m18, box.m19, box.m20, box.m21, box.m22, box.m23, box.m24, box.m25, box.m26, box.m27, box.m28, box.m29, box.m30, box.m31, box.m32, box.m33, box.m34, box.m35, box.m36, box.m37, box.m38, box.m39, box.m40, box.m41, box.m42, box.m43, box.m44, box.m45, box.m46, box.m47, box.m48, box.m49, box.m50, box.m51, box.m52, box.m53, box.m54, box.m55, box.m56, box.m57, box.m58, box.m59, box.m60)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

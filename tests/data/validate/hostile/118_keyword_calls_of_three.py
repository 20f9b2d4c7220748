# class: literal_data
# technique: 60 numbers as keyword arguments of three-keyword calls (a=x, b=0, c=0)
# goal: output
import numpy as np
import pandas as pd


def pick(a, b, c):
    return a


values = [pick(a=38.8, b=0, c=0), pick(a=23.4, b=0, c=0), pick(a=67.9, b=0, c=0), pick(a=16.4, b=0, c=0), pick(a=57.7, b=0, c=0), pick(a=42.5, b=0, c=0), pick(a=15.2, b=0, c=0), pick(a=55.2, b=0, c=0), pick(a=13.3, b=0, c=0), pick(a=48.6, b=0, c=0), pick(a=16.2, b=0, c=0), pick(a=18.1, b=0, c=0), pick(a=47.8, b=0, c=0), pick(a=83.6, b=0, c=0), pick(a=21.0, b=0, c=0), pick(a=29.9, b=0, c=0), pick(a=65.8, b=0, c=0), pick(a=94.3, b=0, c=0), pick(a=61.4, b=0, c=0), pick(a=45.3, b=0, c=0), pick(a=96.9, b=0, c=0), pick(a=14.1, b=0, c=0), pick(a=86.4, b=0, c=0), pick(a=35.8, b=0, c=0), pick(a=22.8, b=0, c=0), pick(a=20.5, b=0, c=0), pick(a=37.5, b=0, c=0), pick(a=82.6, b=0, c=0), pick(a=26.1, b=0, c=0), pick(a=61.8, b=0, c=0), pick(a=66.9, b=0, c=0), pick(a=43.1, b=0, c=0), pick(a=58.7, b=0, c=0), pick(a=15.6, b=0, c=0), pick(a=15.3, b=0, c=0), pick(a=28.3, b=0, c=0), pick(a=70.6, b=0, c=0), pick(a=48.1, b=0, c=0), pick(a=38.0, b=0, c=0), pick(a=62.1, b=0, c=0), pick(a=50.3, b=0, c=0), pick(a=36.7, b=0, c=0), pick(a=80.7, b=0, c=0), pick(a=72.2, b=0, c=0), pick(a=31.7, b=0, c=0), pick(a=61.1, b=0, c=0), pick(a=56.7, b=0, c=0), pick(a=87.9, b=0, c=0), pick(a=74.9, b=0, c=0), pick(a=35.6, b=0, c=0), pick(a=97.2, b=0, c=0), pick(a=20.5, b=0, c=0), pick(a=47.2, b=0, c=0), pick(a=77.4, b=0, c=0), pick(a=23.5, b=0, c=0), pick(a=53.5, b=0, c=0), pick(a=13.5, b=0, c=0), pick(a=69.5, b=0, c=0), pick(a=78.0, b=0, c=0), pick(a=61.0, b=0, c=0)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

# class: literal_data
# technique: 60 numbers yielded one per line by a generator function (allowed since v2)
# goal: output
import numpy as np
import pandas as pd


def series():
    yield 38.8
    yield 23.4
    yield 67.9
    yield 16.4
    yield 57.7
    yield 42.5
    yield 15.2
    yield 55.2
    yield 13.3
    yield 48.6
    yield 16.2
    yield 18.1
    yield 47.8
    yield 83.6
    yield 21.0
    yield 29.9
    yield 65.8
    yield 94.3
    yield 61.4
    yield 45.3
    yield 96.9
    yield 14.1
    yield 86.4
    yield 35.8
    yield 22.8
    yield 20.5
    yield 37.5
    yield 82.6
    yield 26.1
    yield 61.8
    yield 66.9
    yield 43.1
    yield 58.7
    yield 15.6
    yield 15.3
    yield 28.3
    yield 70.6
    yield 48.1
    yield 38.0
    yield 62.1
    yield 50.3
    yield 36.7
    yield 80.7
    yield 72.2
    yield 31.7
    yield 61.1
    yield 56.7
    yield 87.9
    yield 74.9
    yield 35.6
    yield 97.2
    yield 20.5
    yield 47.2
    yield 77.4
    yield 23.5
    yield 53.5
    yield 13.5
    yield 69.5
    yield 78.0
    yield 61.0


values = list(series())
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

# class: literal_data
# technique: 60 numbers written as `acc += x` lines into a list of running sums, differenced back
# goal: output
import numpy as np
import pandas as pd

sums = []
acc = 0.0
acc += 38.8
sums += [acc]
acc += 23.4
sums.extend((acc,))
acc += 67.9
sums.extend((acc,))
acc += 16.4
sums.extend((acc,))
acc += 57.7
sums.extend((acc,))
acc += 42.5
sums.extend((acc,))
acc += 15.2
sums.extend((acc,))
acc += 55.2
sums.extend((acc,))
acc += 13.3
sums.extend((acc,))
acc += 48.6
sums.extend((acc,))
acc += 16.2
sums.extend((acc,))
acc += 18.1
sums.extend((acc,))
acc += 47.8
sums.extend((acc,))
acc += 83.6
sums.extend((acc,))
acc += 21.0
sums.extend((acc,))
acc += 29.9
sums.extend((acc,))
acc += 65.8
sums.extend((acc,))
acc += 94.3
sums.extend((acc,))
acc += 61.4
sums.extend((acc,))
acc += 45.3
sums.extend((acc,))
acc += 96.9
sums.extend((acc,))
acc += 14.1
sums.extend((acc,))
acc += 86.4
sums.extend((acc,))
acc += 35.8
sums.extend((acc,))
acc += 22.8
sums.extend((acc,))
acc += 20.5
sums.extend((acc,))
acc += 37.5
sums.extend((acc,))
acc += 82.6
sums.extend((acc,))
acc += 26.1
sums.extend((acc,))
acc += 61.8
sums.extend((acc,))
acc += 66.9
sums.extend((acc,))
acc += 43.1
sums.extend((acc,))
acc += 58.7
sums.extend((acc,))
acc += 15.6
sums.extend((acc,))
acc += 15.3
sums.extend((acc,))
acc += 28.3
sums.extend((acc,))
acc += 70.6
sums.extend((acc,))
acc += 48.1
sums.extend((acc,))
acc += 38.0
sums.extend((acc,))
acc += 62.1
sums.extend((acc,))
acc += 50.3
sums.extend((acc,))
acc += 36.7
sums.extend((acc,))
acc += 80.7
sums.extend((acc,))
acc += 72.2
sums.extend((acc,))
acc += 31.7
sums.extend((acc,))
acc += 61.1
sums.extend((acc,))
acc += 56.7
sums.extend((acc,))
acc += 87.9
sums.extend((acc,))
acc += 74.9
sums.extend((acc,))
acc += 35.6
sums.extend((acc,))
acc += 97.2
sums.extend((acc,))
acc += 20.5
sums.extend((acc,))
acc += 47.2
sums.extend((acc,))
acc += 77.4
sums.extend((acc,))
acc += 23.5
sums.extend((acc,))
acc += 53.5
sums.extend((acc,))
acc += 13.5
sums.extend((acc,))
acc += 69.5
sums.extend((acc,))
acc += 78.0
sums.extend((acc,))
acc += 61.0
sums.extend((acc,))
values = np.diff(np.r_[0.0, np.array(sums)])
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

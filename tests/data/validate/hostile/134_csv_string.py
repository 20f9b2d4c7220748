# class: literal_data
# technique: 60 values in one comma-separated string (control)
# goal: output
import numpy as np
import pandas as pd

csv = "38.8,23.4,67.9,16.4,57.7,42.5,15.2,55.2,13.3,48.6,16.2,18.1,47.8,83.6,21.0,29.9,65.8,94.3,61.4,45.3,96.9,14.1,86.4,35.8,22.8,20.5,37.5,82.6,26.1,61.8,66.9,43.1,58.7,15.6,15.3,28.3,70.6,48.1,38.0,62.1,50.3,36.7,80.7,72.2,31.7,61.1,56.7,87.9,74.9,35.6,97.2,20.5,47.2,77.4,23.5,53.5,13.5,69.5,78.0,61.0"
values = [float(x) for x in csv.split(",")]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})

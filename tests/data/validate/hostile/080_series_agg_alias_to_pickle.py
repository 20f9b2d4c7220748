# class: dispatch_hidden
# technique: w = frame['x'].agg; w('to_pickle', 0, path): the writer named through a bound Series.agg
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
target = "{{OUTSIDE_DIR}}/anyplot-escape-series-agg.pkl"
w = frame["x"].agg
w("to_pickle", 0, target)
df = pd.DataFrame({"written": [target]})

# class: file_writer
# technique: [DataFrame.agg][0](**{'func': 'to_pickle', 'path': ...}): the writer's name and its path travel in a ** mapping the writer rules never see
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
target = "{{OUTSIDE_DIR}}/anyplot-escape-agg.pkl"
[frame.agg][0](**{"func": "to_pickle", "path": target})
df = pd.DataFrame({"written": [target]})

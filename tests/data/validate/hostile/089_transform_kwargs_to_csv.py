# class: file_writer
# technique: [DataFrame.transform][0](**{'func': 'to_csv', 'path_or_buf': ...}): the CSV is written before transform rejects the None result
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
target = "{{OUTSIDE_DIR}}/anyplot-escape-transform.csv"
try:
    [frame.transform][0](**{"func": "to_csv", "path_or_buf": target})
except ValueError:
    pass
df = pd.DataFrame({"written": [target]})

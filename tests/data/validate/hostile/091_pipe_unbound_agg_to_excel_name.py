# class: file_writer
# technique: frame.pipe(pd.DataFrame.agg, 'to_pickle', 0, path): the writer name is pipe's second argument, which is not read
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
target = "{{OUTSIDE_DIR}}/anyplot-escape-pipe.pkl"
frame.pipe(pd.DataFrame.agg, "to_pickle", 0, target)
df = pd.DataFrame({"written": [target]})

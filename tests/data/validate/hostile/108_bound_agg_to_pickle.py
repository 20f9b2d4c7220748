# class: file_writer
# technique: the writer named as the dispatch string of a subscripted bound agg: [frame.aggregate][0]('to_pickle', 0, path) — no eval needed (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

target = "{{OUTSIDE_DIR}}/anyplot-escape-bound.pkl"
[frame.aggregate][0]("to_pickle", 0, target)
df = pd.DataFrame({"written": [target]})

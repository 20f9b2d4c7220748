# class: file_writer
# technique: @f.to_csv(@p) evaluated as expression text: the writer call is not a node (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

target = "{{OUTSIDE_DIR}}/anyplot-escape-eval.csv"
ev("@f.to_csv(@p)", f=frame, p=target)
df = pd.DataFrame({"written": [target]})

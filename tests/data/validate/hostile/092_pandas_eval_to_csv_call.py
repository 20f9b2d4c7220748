# class: file_writer
# technique: DataFrame.eval (agg(**{'func': 'eval'})) evaluates @f.to_csv(@p): the writer call is expression text; the dispatch method is called as [obj.method][0](...), which is not a method-call node the dispatch rules inspect
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(3)})
target = "{{OUTSIDE_DIR}}/anyplot-escape-eval.csv"
[frame.agg][0](**{"func": "eval", "expr": "@f.to_csv(@p)", "local_dict": {"f": frame, "p": target}})
df = pd.DataFrame({"written": [target]})

# class: file_writer
# technique: np.save called from expression text on the snippet's own np (a level-free local) (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

target = "{{OUTSIDE_DIR}}/anyplot-escape-eval.npy"
npv = ev("@v[0]." + "_" * 2 + "init" + "_" * 2 + "." + "_" * 2 + "globals" + "_" * 2 + "['np']", v=[np.vectorize])
ev("@n.save(@p, @a)", n=npv, p=target, a=np.arange(3))
df = pd.DataFrame({"written": [target]})

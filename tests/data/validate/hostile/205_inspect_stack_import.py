# class: introspection
# technique: import inspect; inspect.stack() (control)
# goal: read
import inspect

import pandas as pd

df = pd.DataFrame({"file": [f.filename for f in inspect.stack()]})

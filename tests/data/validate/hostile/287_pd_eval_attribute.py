# class: string_exec
# technique: pd.eval(expr) (control)
# goal: exec
import pandas as pd

df = pd.DataFrame({"x": [pd.eval("1 + 1")]})

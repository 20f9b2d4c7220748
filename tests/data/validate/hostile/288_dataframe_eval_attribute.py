# class: string_exec
# technique: df.eval(expr) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1]})
df = pd.DataFrame({"x": [frame.eval("x + 1")]})

# class: string_exec
# technique: compile(...) (control)
# goal: exec
import pandas as pd

code = compile("out = 1", "x", "exec")
df = pd.DataFrame({"x": [1]})

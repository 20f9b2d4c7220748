# class: file_writer
# technique: pd.options.plotting.backend = name (control: a module's attribute chain)
# goal: exec
import pandas as pd

pd.options.plotting.backend = "antigravity"
df = pd.DataFrame({"x": [1]})

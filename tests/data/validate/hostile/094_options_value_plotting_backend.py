# class: file_writer
# technique: opts = pd.options (a value, not a module) then opts.plotting.backend = name: setting the option imports the module by name (antigravity launches a browser through webbrowser)
# goal: exec
import numpy as np
import pandas as pd

opts = pd.options
try:
    opts.plotting.backend = "antigravity"
except ValueError as exc:           # raised after the import: the module has no plot()
    reason = str(exc)
else:
    reason = ""
if "antigravity" not in reason:
    raise RuntimeError("not imported")
df = pd.DataFrame({"imported": ["antigravity"]})

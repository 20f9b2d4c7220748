# class: dispatch_hidden
# technique: agg(['eval'], ...) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
out = frame.agg(["eval"], 0, "@frame")
df = pd.DataFrame({"x": [1]})

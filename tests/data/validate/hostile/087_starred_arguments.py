# class: dispatch_hidden
# technique: agg(*['eval', 0, expr]) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
frame.agg(*["eval", 0, "x + 1"])
df = frame

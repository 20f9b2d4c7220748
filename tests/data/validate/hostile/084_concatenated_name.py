# class: dispatch_hidden
# technique: agg('ev' + 'al', ...) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
frame.agg("ev" + "al", 0, "x + 1")
df = frame

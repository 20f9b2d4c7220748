# class: dispatch_hidden
# technique: frame.pipe(pd.DataFrame.agg, 'eval', ...) (control since the pipe rule)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
frame.pipe(pd.DataFrame.agg, "eval", 0, "x + 1")
df = frame

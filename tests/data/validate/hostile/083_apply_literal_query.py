# class: dispatch_hidden
# technique: apply('query', ...) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
frame.apply("query", args=("x > 1",))
df = frame

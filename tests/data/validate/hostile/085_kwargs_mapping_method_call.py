# class: dispatch_hidden
# technique: frame.agg(**{'func': 'eval'}) (control since the ** rule)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1, 2]})
frame.agg(**{"func": "eval", "expr": "x + 1"})
df = frame

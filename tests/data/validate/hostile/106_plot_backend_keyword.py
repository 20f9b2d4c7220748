# class: file_writer
# technique: df.plot(backend=name) (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1]})
frame.plot(backend="antigravity")
df = frame

# class: file_writer
# technique: df.to_clipboard() (control)
# goal: exec
import pandas as pd

frame = pd.DataFrame({"x": [1]})
frame.to_clipboard()
df = frame

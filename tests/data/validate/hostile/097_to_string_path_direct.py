# class: file_writer
# technique: df.to_string(path) (control)
# goal: write
import pandas as pd

frame = pd.DataFrame({"x": [1]})
frame.to_string("{{OUTSIDE_DIR}}/anyplot-escape.txt")
df = frame

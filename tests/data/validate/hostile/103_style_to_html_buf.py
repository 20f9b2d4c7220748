# class: file_writer
# technique: df.style.to_html(buf=path) (control)
# goal: write
import pandas as pd

frame = pd.DataFrame({"x": [1]})
frame.style.to_html(buf="{{OUTSIDE_DIR}}/anyplot-escape.html")
df = frame

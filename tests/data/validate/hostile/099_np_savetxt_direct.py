# class: file_writer
# technique: np.savetxt(path) (control)
# goal: write
import numpy as np
import pandas as pd

np.savetxt("{{OUTSIDE_DIR}}/anyplot-escape.txt", np.arange(3))
df = pd.DataFrame({"x": [1]})

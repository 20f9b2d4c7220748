# class: file_writer
# technique: from numpy import save as keep (control)
# goal: write
import numpy as np
import pandas as pd
from numpy import save as keep

keep("{{OUTSIDE_DIR}}/anyplot-escape.npy", np.arange(3))
df = pd.DataFrame({"x": [1]})

# class: file_writer
# technique: from scipy import io as sio (control)
# goal: write
import numpy as np
import pandas as pd
from scipy import io as sio

sio.savemat("{{OUTSIDE_DIR}}/anyplot-escape.mat", {"x": np.arange(3)})
df = pd.DataFrame({"x": [1]})

# class: pickle_like
# technique: ld = np.load (control)
# goal: exec
import numpy as np
import pandas as pd

ld = np.load
df = pd.DataFrame(ld("{{OUTSIDE_DIR}}/anyplot-escape.npy", allow_pickle=True))

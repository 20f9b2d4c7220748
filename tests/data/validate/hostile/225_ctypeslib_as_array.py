# class: numpy_memory
# technique: np.ctypeslib.as_array (control)
# goal: memory
import numpy as np
import pandas as pd

arr = np.ctypeslib.as_array(np.zeros(4))
df = pd.DataFrame({"byte": arr})

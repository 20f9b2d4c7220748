# class: class_making
# technique: np.random.bit_generator.abc.ABCMeta (control)
# goal: memory
import numpy as np
import pandas as pd

Meta = np.random.bit_generator.abc.ABCMeta
df = pd.DataFrame({"x": [str(Meta)]})

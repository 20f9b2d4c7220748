# expect: import
# A plotting object's value feeds the table: nothing can be left out, the plotting is refused.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

colors = plt.cm.viridis(np.linspace(0, 1, 4))
df = pd.DataFrame(colors)

# A program as a chat model answers it: its plotting statements are left out (plot_strip.hpp),
# the table is what runs.
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

t = np.linspace(0, 10, 200)
df = pd.DataFrame({"t": t, "x": np.sin(t)})
fig, ax = plt.subplots(figsize=(8, 4))
ax.plot(df["t"], df["x"], label="x")
ax.legend()
plt.show()

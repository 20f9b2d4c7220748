import numpy as np
import pandas as pd

rng = np.random.default_rng(42)
steps = rng.choice([-1, 1], size=1000)
position = np.cumsum(steps)
df = pd.DataFrame({"step": np.arange(1, 1001), "position": position})
df["running_max"] = df["position"].cummax()

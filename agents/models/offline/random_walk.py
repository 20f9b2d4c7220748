# Random walk: steps of +1 or -1 with equal probability, starting at 0 (a new walk on every run).
import numpy as np
import pandas as pd

n_steps = 1000
rng = np.random.default_rng()
steps = rng.choice(np.array([-1, 1]), size=n_steps)
position = np.concatenate(([0], np.cumsum(steps)))
df = pd.DataFrame({"step": np.arange(position.size), "position": position})

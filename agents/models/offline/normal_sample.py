# Normal sample: 1,000 draws from the standard normal distribution (mean 0, sd 1), new draws on every run.
import numpy as np
import pandas as pd

rng = np.random.default_rng()
values = rng.normal(loc=0.0, scale=1.0, size=1000)
df = pd.DataFrame({"i": np.arange(values.size), "value": values})

# Normal sample: draws from a normal distribution (standard by default), new draws on every run.
import numpy as np
import pandas as pd

size = 1000
mean = 0.0
sd = 1.0
rng = np.random.default_rng()
values = rng.normal(loc=mean, scale=sd, size=size)
df = pd.DataFrame({"i": np.arange(values.size), "value": values})

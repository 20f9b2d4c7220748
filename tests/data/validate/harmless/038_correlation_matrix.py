# topic: correlation matrix in long form
import numpy as np
import pandas as pd

rng = np.random.default_rng(10)
n = 500
temperature = rng.normal(22, 5, n)
ice_cream = 20 + 3 * temperature + rng.normal(0, 10, n)
sunburns = 0.5 * temperature + rng.normal(0, 2, n)
umbrellas = 50 - 1.2 * temperature + rng.normal(0, 8, n)
shoe_size = rng.normal(42, 2, n)

wide = pd.DataFrame({
    "temperature": temperature,
    "ice_cream": ice_cream,
    "sunburns": sunburns,
    "umbrellas": umbrellas,
    "shoe_size": shoe_size,
})
corr = wide.corr(method="pearson")
df = corr.stack().reset_index()
df.columns = ["var1", "var2", "r"]
df["spearman"] = wide.corr(method="spearman").stack().values

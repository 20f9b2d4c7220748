# topic: R tapply/aggregate on mtcars-like data
# R:
#   aggregate(mpg ~ cyl + am, data = cars, FUN = mean)
import numpy as np
import pandas as pd

rng = np.random.default_rng(32)
n = 64
cyl = rng.choice([4, 6, 8], n, p=[0.35, 0.25, 0.4])
am = rng.integers(0, 2, n)
wt = 1.5 + 0.35 * cyl + rng.normal(0, 0.4, n)
mpg = 38 - 2.2 * cyl - 3.0 * wt + 2.5 * am + rng.normal(0, 1.8, n)
hp = 30 * cyl + rng.normal(0, 25, n)

cars = pd.DataFrame({"mpg": mpg, "cyl": cyl, "am": am, "wt": wt, "hp": hp})
df = cars.groupby(["cyl", "am"], as_index=False)[["mpg", "hp"]].mean()
df["n"] = cars.groupby(["cyl", "am"]).size().values
df["transmission"] = df["am"].map({0: "automatic", 1: "manual"})

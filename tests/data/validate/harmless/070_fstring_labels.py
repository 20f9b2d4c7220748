# topic: formatted labels for a chart
import numpy as np
import pandas as pd

rng = np.random.default_rng(13)
cities = ["Lisbon", "Oslo", "Madrid", "Vienna", "Dublin", "Prague"]
population = rng.integers(300_000, 3_500_000, len(cities))
growth = rng.normal(0.8, 1.1, len(cities))

df = pd.DataFrame({"city": cities, "population": population, "growth_pct": growth})
df["label"] = [f"{c} ({p / 1e6:.2f}M, {g:+.1f}%)" for c, p, g in zip(df.city, df.population, df.growth_pct)]
df["code"] = df["city"].str[:3].str.upper()
df["size_class"] = np.where(df["population"] > 1_000_000, "large", "medium")
df["pretty_pop"] = df["population"].map("{:,}".format)

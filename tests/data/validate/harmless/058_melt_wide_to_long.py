# topic: melting wide yearly columns to long format
import numpy as np
import pandas as pd

rng = np.random.default_rng(8)
countries = ["Norway", "Chile", "Kenya", "Japan", "Canada", "Peru"]
wide = pd.DataFrame({"country": countries})
for year in range(2015, 2025):
    wide[str(year)] = rng.uniform(60, 85, len(countries)).round(1)

df = wide.melt(id_vars="country", var_name="year", value_name="life_expectancy")
df["year"] = df["year"].astype(int)
df = df.sort_values(["country", "year"]).reset_index(drop=True)
df["change"] = df.groupby("country")["life_expectancy"].diff()

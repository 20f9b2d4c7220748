# topic: binning ages into categories
import numpy as np
import pandas as pd

rng = np.random.default_rng(23)
ages = rng.integers(0, 95, 1500)
incomes = np.where(ages < 18, 0, rng.lognormal(10.4, 0.5, ages.size))

people = pd.DataFrame({"age": ages, "income": incomes})
bins = [0, 12, 17, 24, 34, 44, 54, 64, 120]
labels = ["child", "teen", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"]
people["age_band"] = pd.cut(people["age"], bins=bins, labels=labels, include_lowest=True)

df = (people.groupby("age_band", observed=False)
      .agg(people=("age", "size"), median_income=("income", "median"))
      .reset_index())
df["age_band"] = df["age_band"].astype(str)

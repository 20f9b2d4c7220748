# topic: diet problem with linear programming
import numpy as np
import pandas as pd
from scipy.optimize import linprog

foods = ["oats", "milk", "eggs", "beans", "rice"]
cost = np.array([0.30, 0.25, 0.60, 0.40, 0.20])          # per serving
# rows: protein, calories, fibre per serving
nutrients = np.array([
    [5, 8, 12, 9, 4],
    [150, 120, 140, 220, 200],
    [4, 0, 0, 8, 1],
])
minimum = np.array([55, 2000, 25])

res = linprog(c=cost, A_ub=-nutrients, b_ub=-minimum, bounds=[(0, 10)] * len(foods), method="highs")

df = pd.DataFrame({"food": foods, "servings": res.x, "cost_per_serving": cost})
df["cost"] = df["servings"] * df["cost_per_serving"]
df["protein"] = nutrients[0] * df["servings"]

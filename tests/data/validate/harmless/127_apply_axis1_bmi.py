# topic: row-wise BMI categories with apply
import numpy as np
import pandas as pd

rng = np.random.default_rng(30)
n = 400
people = pd.DataFrame({
    "height_m": rng.normal(1.72, 0.09, n).round(2),
    "weight_kg": rng.normal(76, 14, n).round(1),
    "age": rng.integers(18, 80, n),
})


def bmi_category(bmi):
    if bmi < 18.5:
        return "underweight"
    if bmi < 25:
        return "normal"
    if bmi < 30:
        return "overweight"
    return "obese"


people["bmi"] = people.apply(lambda r: r["weight_kg"] / r["height_m"] ** 2, axis=1)
people["category"] = people["bmi"].apply(bmi_category)
people["label"] = people.apply(lambda r: f"{int(r.age)}y, BMI {r.bmi:.1f}", axis=1)
df = people

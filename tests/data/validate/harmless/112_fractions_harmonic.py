# topic: exact harmonic numbers with fractions
from fractions import Fraction
import math
import pandas as pd

rows = []
h = Fraction(0)
for n in range(1, 41):
    h += Fraction(1, n)
    rows.append({
        "n": n,
        "numerator_digits": len(str(h.numerator)),
        "denominator": h.denominator,
        "H_n": float(h),
        "approx": math.log(n) + 0.5772156649 + 1 / (2 * n),
    })

df = pd.DataFrame(rows)
df["approx_error"] = df["H_n"] - df["approx"]
df["denominator"] = df["denominator"].astype(float)

# Compound interest: a principal at an annual rate compounded monthly; balance and total interest at each year end.
import numpy as np
import pandas as pd

principal = 10_000.0
rate_percent = 5.0  # a year
years = 30
per_year = 12  # monthly compounding

year = np.arange(0, years + 1)
balance = principal * (1.0 + rate_percent / 100.0 / per_year) ** (per_year * year)
df = pd.DataFrame({
    "year": year,
    "balance": balance.round(2),
    "interest_earned": (balance - principal).round(2),  # cumulative interest so far
})

# Compound interest: 10,000 at 5 % a year compounded monthly over 30 years; balance and total interest at each year end.
import numpy as np
import pandas as pd

principal = 10_000.0
annual_rate = 0.05
per_year = 12  # monthly compounding

years = np.arange(0, 31)
balance = principal * (1.0 + annual_rate / per_year) ** (per_year * years)
df = pd.DataFrame({
    "year": years,
    "balance": balance.round(2),
    "interest_earned": (balance - principal).round(2),  # cumulative interest so far
})

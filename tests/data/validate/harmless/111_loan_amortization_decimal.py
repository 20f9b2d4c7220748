# topic: loan amortization schedule with Decimal
from decimal import Decimal, ROUND_HALF_UP
import pandas as pd

principal = Decimal("250000.00")
annual_rate = Decimal("0.045")
years = 30
n = years * 12
r = annual_rate / 12
cent = Decimal("0.01")

payment = (principal * r / (1 - (1 + r) ** -n)).quantize(cent, rounding=ROUND_HALF_UP)

balance = principal
rows = []
for month in range(1, n + 1):
    interest = (balance * r).quantize(cent, rounding=ROUND_HALF_UP)
    principal_part = payment - interest
    if month == n:
        principal_part = balance
    balance -= principal_part
    rows.append({
        "month": month,
        "payment": float(principal_part + interest),
        "interest": float(interest),
        "principal": float(principal_part),
        "balance": float(balance),
    })

df = pd.DataFrame(rows)
df["cum_interest"] = df["interest"].cumsum()

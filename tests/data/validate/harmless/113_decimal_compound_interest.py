# topic: compound interest with exact decimals
from decimal import Decimal, getcontext
import pandas as pd

getcontext().prec = 28
deposit = Decimal("1000")
rate = Decimal("0.05")

rows = []
for years in range(0, 31):
    row = {"years": years}
    for label, m in (("annual", 1), ("monthly", 12), ("daily", 365)):
        value = deposit * (1 + rate / m) ** (m * years)
        row[label] = float(value.quantize(Decimal("0.01")))
    row["continuous"] = float((deposit * (rate * years).exp()).quantize(Decimal("0.01")))
    rows.append(row)

df = pd.DataFrame(rows)
df["daily_minus_annual"] = df["daily"] - df["annual"]

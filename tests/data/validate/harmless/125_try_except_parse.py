# topic: parsing messy numeric strings with try/except
import random
import pandas as pd

random.seed(5)
raw_values = []
for i in range(200):
    v = random.gauss(100, 25)
    style = random.random()
    if style < 0.6:
        raw_values.append(f"{v:.2f}")
    elif style < 0.8:
        raw_values.append(f"${v:,.2f}")
    elif style < 0.9:
        raw_values.append(f"{v:.1f} kg")
    else:
        raw_values.append(random.choice(["n/a", "", "unknown", "--"]))


def parse_amount(text):
    cleaned = text.replace("$", "").replace(",", "").replace("kg", "").strip()
    try:
        return float(cleaned), "ok"
    except ValueError:
        return None, "unparseable"


parsed = [parse_amount(t) for t in raw_values]
df = pd.DataFrame({"raw": raw_values,
                   "value": [p[0] for p in parsed],
                   "status": [p[1] for p in parsed]})
df["value"] = pd.to_numeric(df["value"])

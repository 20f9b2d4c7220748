# topic: parsing product codes with regular expressions
import re
import random
import pandas as pd

random.seed(4)
pattern = re.compile(r"^(?P<family>[A-Z]{2})-(?P<year>\d{4})-(?P<serial>\d{5})(?P<rev>[a-z]?)$")
families = ["AX", "BK", "CQ", "DZ"]

codes = []
for _ in range(250):
    code = f"{random.choice(families)}-{random.randint(2015, 2024)}-{random.randint(0, 99999):05d}"
    if random.random() < 0.3:
        code += random.choice("abc")
    if random.random() < 0.05:
        code = code.lower()       # a few malformed codes
    codes.append(code)

parsed = [pattern.match(c) for c in codes]
df = pd.DataFrame([m.groupdict() if m else {} for m in parsed])
df.insert(0, "code", codes)
df["valid"] = [m is not None for m in parsed]
df["year"] = pd.to_numeric(df["year"], errors="coerce")
df["serial"] = pd.to_numeric(df["serial"], errors="coerce")

# topic: cleaning names with pandas str methods
import random
import string
import pandas as pd

random.seed(17)
first = ["  alice", "BOB ", "carol", "dave", "Eve", "frank  ", "grace", "heidi"]
last = ["smith", "JONES", " o'brien", "van der berg", "Lee", "garcia-lopez"]

rows = []
for i in range(150):
    f = random.choice(first)
    l = random.choice(last)
    code = "".join(random.choices(string.ascii_uppercase + string.digits, k=6))
    rows.append({"first": f, "last": l, "code": code, "score": random.randint(40, 100)})

df = pd.DataFrame(rows)
df["first"] = df["first"].str.strip().str.capitalize()
df["last"] = df["last"].str.strip().str.title()
df["full_name"] = df["first"] + " " + df["last"]
df["initials"] = df["first"].str[0] + df["last"].str[0]
df["code_has_digit"] = df["code"].str.contains(r"\d")
df["name_length"] = df["full_name"].str.len()

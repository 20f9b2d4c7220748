# topic: JavaScript reduce/map/filter chains in Python
# JS:
#   const orders = Array.from({length: 60}, (_, i) => ({id: i, qty: (i * 7) % 11 + 1, price: 3 + (i % 5) * 2.5}));
#   const totals = orders.map(o => ({...o, total: o.qty * o.price}));
#   const grand = totals.reduce((acc, o) => acc + o.total, 0);
from functools import reduce
import pandas as pd

orders = [{"id": i, "qty": (i * 7) % 11 + 1, "price": 3 + (i % 5) * 2.5} for i in range(60)]
totals = [{**o, "total": o["qty"] * o["price"]} for o in orders]
grand = reduce(lambda acc, o: acc + o["total"], totals, 0)
big = list(filter(lambda o: o["total"] > 50, totals))
by_price = sorted(totals, key=lambda o: (-o["total"], o["id"]))

df = pd.DataFrame(by_price)
df["share"] = df["total"] / grand
df["big_order"] = df["id"].isin({o["id"] for o in big})

# topic: JavaScript closure counter translated to Python
# JS:
#   function makeCounter(step) {
#     let count = 0;
#     return () => { count += step; return count; };
#   }
import pandas as pd


def make_counter(step):
    count = 0

    def increment():
        nonlocal count
        count += step
        return count

    return increment


by_one = make_counter(1)
by_three = make_counter(3)
by_half = make_counter(0.5)

rows = []
for tick in range(40):
    rows.append({"tick": tick, "by_one": by_one(), "by_three": by_three(), "by_half": by_half()})

df = pd.DataFrame(rows)

# topic: Newton's method iterations for square roots
import math
import pandas as pd

rows = []
for target in (2, 10, 50, 1234.5):
    x = target if target > 1 else 1.0
    it = 0
    while True:
        new_x = 0.5 * (x + target / x)
        it += 1
        rows.append({"target": target, "iteration": it, "estimate": new_x,
                     "error": abs(new_x - math.sqrt(target))})
        if abs(new_x - x) < 1e-12 or it >= 50:
            break
        x = new_x

df = pd.DataFrame(rows)

import random
import pandas as pd

random.seed(7)
walk = [0]
for _ in range(999):
    walk.append(walk[-1] + random.choice((-1, 1)))

df = pd.DataFrame({"step": range(len(walk)), "position": walk})

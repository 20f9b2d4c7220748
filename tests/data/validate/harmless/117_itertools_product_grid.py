# topic: parameter grid with itertools.product
import itertools
import numpy as np
import pandas as pd

learning_rates = [0.001, 0.01, 0.1]
batch_sizes = [16, 32, 64, 128]
dropouts = [0.0, 0.2, 0.5]

rng = np.random.default_rng(0)
rows = []
for lr, bs, dr in itertools.product(learning_rates, batch_sizes, dropouts):
    # a made-up response surface standing in for a validation score
    score = 0.9 - 0.05 * abs(np.log10(lr) + 2) - 0.0004 * abs(bs - 48) - 0.1 * (dr - 0.2) ** 2
    rows.append({"lr": lr, "batch_size": bs, "dropout": dr,
                 "val_accuracy": score + rng.normal(0, 0.005)})

df = pd.DataFrame(rows).sort_values("val_accuracy", ascending=False).reset_index(drop=True)
df["rank"] = df.index + 1

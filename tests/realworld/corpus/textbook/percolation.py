# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: site percolation on a square grid, spanning probability vs occupation probability
import numpy as np
import pandas as pd
from scipy import ndimage
import matplotlib.pyplot as plt


def percolates(grid: np.ndarray) -> bool:
    """True if an occupied cluster connects the top row to the bottom row."""
    labels, _ = ndimage.label(grid)
    top = set(labels[0][labels[0] > 0])
    bottom = set(labels[-1][labels[-1] > 0])
    return bool(top & bottom)


def spanning_probability(p: float, size: int = 50, trials: int = 40, seed: int = 0) -> float:
    rng = np.random.default_rng(seed)
    hits = sum(percolates(rng.random((size, size)) < p) for _ in range(trials))
    return hits / trials


ps = np.linspace(0.4, 0.8, 21)
df = pd.DataFrame({"p": ps, "spanning": [spanning_probability(p) for p in ps]})
print("Estimated threshold:", df.loc[(df.spanning - 0.5).abs().idxmin(), "p"])

plt.plot(df.p, df.spanning, marker="o")
plt.axvline(0.5927, ls="--")
plt.show()

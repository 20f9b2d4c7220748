# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: bootstrap confidence interval of a median
import numpy as np
import pandas as pd


def bootstrap(data: np.ndarray, stat=np.median, n_boot: int = 5000, seed: int = 0) -> np.ndarray:
    """Resample with replacement and compute the statistic each time."""
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, len(data), size=(n_boot, len(data)))
    return stat(data[idx], axis=1)


rng = np.random.default_rng(1)
data = rng.lognormal(mean=1.0, sigma=0.6, size=80)
boots = bootstrap(data)
lo, hi = np.percentile(boots, [2.5, 97.5])
print(f"median = {np.median(data):.3f}, 95% CI = [{lo:.3f}, {hi:.3f}]")

hist, edges = np.histogram(boots, bins=40)
df = pd.DataFrame({"bin_left": edges[:-1], "bin_right": edges[1:], "count": hist})

# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: fitting a logistic growth curve with curve_fit
import numpy as np
import pandas as pd
from scipy.optimize import curve_fit
import matplotlib.pyplot as plt


def logistic(t: np.ndarray, K: float, r: float, t0: float) -> np.ndarray:
    """Logistic growth with carrying capacity K, rate r and midpoint t0."""
    return K / (1 + np.exp(-r * (t - t0)))


rng = np.random.default_rng(8)
t = np.linspace(0, 30, 60)
observed = logistic(t, 500, 0.4, 12) + rng.normal(0, 15, t.size)

params, cov = curve_fit(logistic, t, observed, p0=[observed.max(), 0.1, np.median(t)])
errors = np.sqrt(np.diag(cov))
for name, value, err in zip(["K", "r", "t0"], params, errors):
    print(f"{name} = {value:.3f} ± {err:.3f}")

df = pd.DataFrame({"t": t, "observed": observed, "fitted": logistic(t, *params)})

plt.plot(t, observed, "o")
plt.plot(t, df.fitted)
plt.show()

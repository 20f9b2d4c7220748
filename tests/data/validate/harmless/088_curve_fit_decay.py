# topic: fitting exponential decay with curve_fit
import numpy as np
import pandas as pd
from scipy.optimize import curve_fit


def decay(t, A, k, c):
    """Exponential decay towards an offset.

    Parameters
    ----------
    t : array_like
        Time in seconds.
    A : float
        Initial amplitude above the offset.
    k : float
        Decay rate in 1/s.
    c : float
        Long-run offset.

    Returns
    -------
    ndarray
        Model values at ``t``.
    """
    return A * np.exp(-k * t) + c


rng = np.random.default_rng(15)
t = np.linspace(0, 12, 80)
y = decay(t, 5.0, 0.45, 1.2) + rng.normal(0, 0.15, t.size)

popt, pcov = curve_fit(decay, t, y, p0=(4, 0.3, 1))
perr = np.sqrt(np.diag(pcov))

df = pd.DataFrame({"t": t, "observed": y, "fitted": decay(t, *popt)})
df["residual"] = df["observed"] - df["fitted"]
half_life = np.log(2) / popt[1]

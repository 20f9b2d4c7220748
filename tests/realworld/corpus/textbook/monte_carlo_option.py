# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Monte Carlo pricing of a European call, convergence to Black–Scholes
import math

import numpy as np
import pandas as pd
from scipy.stats import norm

S0, K, T, r, sigma = 100.0, 105.0, 1.0, 0.05, 0.2


def bs_call(S, K, T, r, sigma):
    d1 = (math.log(S / K) + (r + sigma**2 / 2) * T) / (sigma * math.sqrt(T))
    d2 = d1 - sigma * math.sqrt(T)
    return S * norm.cdf(d1) - K * math.exp(-r * T) * norm.cdf(d2)


exact = bs_call(S0, K, T, r, sigma)
rng = np.random.default_rng(99)
rows = []
for n in [100, 1_000, 10_000, 100_000]:
    z = rng.standard_normal(n)
    ST = S0 * np.exp((r - 0.5 * sigma**2) * T + sigma * np.sqrt(T) * z)
    payoff = np.exp(-r * T) * np.maximum(ST - K, 0)
    rows.append(dict(paths=n, price=payoff.mean(), stderr=payoff.std(ddof=1) / np.sqrt(n),
                     exact=exact))

df = pd.DataFrame(rows)
df["error"] = df.price - df.exact
print(df)

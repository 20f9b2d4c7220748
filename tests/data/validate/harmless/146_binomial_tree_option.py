# topic: binomial tree option pricing convergence
import math
import numpy as np
import pandas as pd
from scipy.stats import norm

S0, K, T, r, sigma = 100.0, 105.0, 1.0, 0.03, 0.25


def crr_price(steps, call=True, american=False):
    dt = T / steps
    u = math.exp(sigma * math.sqrt(dt))
    d = 1 / u
    q = (math.exp(r * dt) - d) / (u - d)
    disc = math.exp(-r * dt)
    prices = S0 * u ** np.arange(steps, -1, -1) * d ** np.arange(0, steps + 1)
    values = np.maximum(prices - K, 0) if call else np.maximum(K - prices, 0)
    for i in range(steps - 1, -1, -1):
        prices = prices[:-1] / u
        values = disc * (q * values[:-1] + (1 - q) * values[1:])
        if american:
            exercise = np.maximum(prices - K, 0) if call else np.maximum(K - prices, 0)
            values = np.maximum(values, exercise)
    return values[0]


d1 = (math.log(S0 / K) + (r + sigma ** 2 / 2) * T) / (sigma * math.sqrt(T))
d2 = d1 - sigma * math.sqrt(T)
bs_call = S0 * norm.cdf(d1) - K * math.exp(-r * T) * norm.cdf(d2)

steps_list = list(range(5, 301, 5))
df = pd.DataFrame({
    "steps": steps_list,
    "euro_call": [crr_price(n) for n in steps_list],
    "american_put": [crr_price(n, call=False, american=True) for n in steps_list],
})
df["black_scholes_call"] = bs_call
df["call_error"] = df["euro_call"] - bs_call

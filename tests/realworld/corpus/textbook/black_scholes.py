# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Black–Scholes call and put prices and Greeks across strikes
import numpy as np
import pandas as pd
from scipy.stats import norm


def black_scholes(S: float, K: np.ndarray, T: float, r: float, sigma: float) -> pd.DataFrame:
    """European option prices and Greeks under Black–Scholes."""
    d1 = (np.log(S / K) + (r + 0.5 * sigma**2) * T) / (sigma * np.sqrt(T))
    d2 = d1 - sigma * np.sqrt(T)
    call = S * norm.cdf(d1) - K * np.exp(-r * T) * norm.cdf(d2)
    put = K * np.exp(-r * T) * norm.cdf(-d2) - S * norm.cdf(-d1)
    return pd.DataFrame({
        "strike": K,
        "call": call,
        "put": put,
        "delta_call": norm.cdf(d1),
        "gamma": norm.pdf(d1) / (S * sigma * np.sqrt(T)),
        "vega": S * norm.pdf(d1) * np.sqrt(T) / 100,
    })


if __name__ == "__main__":
    strikes = np.arange(60, 141, 5, dtype=float)
    df = black_scholes(S=100.0, K=strikes, T=0.5, r=0.03, sigma=0.25)
    # put-call parity check
    parity = df.call - df.put - (100.0 - df.strike * np.exp(-0.03 * 0.5))
    print("Max parity error:", parity.abs().max())
    print(df.round(4))

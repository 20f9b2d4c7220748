import numpy as np
import pandas as pd


def simulate(n):
    t = np.linspace(0, 1, n)
    return pd.DataFrame({"t": t, "v": np.exp(-t)})


if __name__ == "__main__":
    n = 200
    df = simulate(n)
    df["v2"] = df["v"] ** 2

# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: stochastic SIR with the Gillespie algorithm
import numpy as np
import pandas as pd


def gillespie_sir(S: int, I: int, R: int, beta: float, gamma: float, t_max: float, seed: int = 0):
    rng = np.random.default_rng(seed)
    N = S + I + R
    t = 0.0
    history = [(t, S, I, R)]
    while I > 0 and t < t_max:
        infection = beta * S * I / N
        recovery = gamma * I
        total = infection + recovery
        t += rng.exponential(1 / total)
        if rng.random() < infection / total:
            S, I = S - 1, I + 1
        else:
            I, R = I - 1, R + 1
        history.append((t, S, I, R))
    return history


if __name__ == "__main__":
    runs = []
    for seed in range(5):
        h = pd.DataFrame(gillespie_sir(990, 10, 0, 0.3, 0.1, 200, seed), columns=["t", "S", "I", "R"])
        h["run"] = seed
        runs.append(h)
    df = pd.concat(runs, ignore_index=True)
    print(df.groupby("run").R.max())

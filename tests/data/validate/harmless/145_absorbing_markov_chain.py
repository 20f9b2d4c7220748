# topic: expected steps to absorption in a Markov chain
import numpy as np
import pandas as pd

# A walk on positions 0..10; 0 and 10 are absorbing
n = 11
rows = []
for p_right in (0.3, 0.4, 0.5, 0.6, 0.7):
    P = np.zeros((n, n))
    P[0, 0] = P[-1, -1] = 1.0
    for i in range(1, n - 1):
        P[i, i + 1] = p_right
        P[i, i - 1] = 1 - p_right
    Q = P[1:-1, 1:-1]
    R = P[1:-1, [0, -1]]
    N = np.linalg.inv(np.eye(n - 2) - Q)     # fundamental matrix
    steps = N.sum(axis=1)
    absorb = N @ R
    for start in range(1, n - 1):
        rows.append({"p_right": p_right, "start": start,
                     "expected_steps": steps[start - 1],
                     "p_reach_right": absorb[start - 1, 1]})

df = pd.DataFrame(rows)

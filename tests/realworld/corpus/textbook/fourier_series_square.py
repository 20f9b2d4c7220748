# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Fourier series of a square wave, partial sums (Gibbs phenomenon)
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt


def square_wave_partial_sum(x: np.ndarray, n_terms: int) -> np.ndarray:
    """Sum of the first n_terms odd harmonics: (4/pi) sum sin((2k-1)x)/(2k-1)."""
    total = np.zeros_like(x)
    for k in range(1, n_terms + 1):
        n = 2 * k - 1
        total += np.sin(n * x) / n
    return 4 / np.pi * total


x = np.linspace(-np.pi, np.pi, 1000)
df = pd.DataFrame({"x": x, "square": np.sign(np.sin(x))})
for terms in (1, 3, 10, 50):
    df[f"N={terms}"] = square_wave_partial_sum(x, terms)

print("Overshoot with 50 terms:", df["N=50"].max() - 1)

plt.figure()
for col in df.columns[1:]:
    plt.plot(df.x, df[col], label=col)
plt.legend()
plt.show()

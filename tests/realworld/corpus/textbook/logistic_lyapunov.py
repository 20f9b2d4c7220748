# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Lyapunov exponent of the logistic map
import numpy as np
import pandas as pd


def lyapunov(r: float, n: int = 2000, discard: int = 200) -> float:
    """Average of log|f'(x)| along an orbit of x -> r x (1 - x)."""
    x = 0.4
    total = 0.0
    for i in range(n):
        x = r * x * (1 - x)
        if i >= discard:
            total += np.log(abs(r * (1 - 2 * x)) + 1e-12)
    return total / (n - discard)


r_values = np.linspace(2.8, 4.0, 400)
exponents = [lyapunov(r) for r in r_values]
df = pd.DataFrame({"r": r_values, "lyapunov": exponents})
chaotic = df[df.lyapunov > 0]
print(f"{len(chaotic)} of {len(df)} r values are chaotic")

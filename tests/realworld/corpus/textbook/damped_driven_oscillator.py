# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: resonance curve of a damped driven oscillator
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt

omega0 = 2.0          # natural frequency
F0_over_m = 1.0

omegas = np.linspace(0.1, 4.0, 400)
curves = {}
for zeta in [0.05, 0.1, 0.25, 0.5]:
    gamma = 2 * zeta * omega0
    amplitude = F0_over_m / np.sqrt((omega0**2 - omegas**2) ** 2 + (gamma * omegas) ** 2)
    curves[f"zeta_{zeta}"] = amplitude

df = pd.DataFrame(curves)
df.insert(0, "omega", omegas)
print(df.max(numeric_only=True))

for name in curves:
    plt.plot(omegas, df[name], label=name)
plt.legend()
plt.xlabel(r"$\omega$")
plt.show()

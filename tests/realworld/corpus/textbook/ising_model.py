# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: 2-D Ising model with the Metropolis algorithm, magnetisation vs temperature
import numpy as np
import pandas as pd


class IsingLattice:
    """A square lattice of spins with periodic boundaries."""

    def __init__(self, n: int, rng: np.random.Generator):
        self.n = n
        self.rng = rng
        self.spins = rng.choice([-1, 1], size=(n, n))

    def sweep(self, beta: float) -> None:
        n = self.n
        for _ in range(n * n):
            i, j = self.rng.integers(0, n, 2)
            s = self.spins[i, j]
            nb = (self.spins[(i + 1) % n, j] + self.spins[(i - 1) % n, j]
                  + self.spins[i, (j + 1) % n] + self.spins[i, (j - 1) % n])
            dE = 2 * s * nb
            if dE <= 0 or self.rng.random() < np.exp(-beta * dE):
                self.spins[i, j] = -s

    def magnetisation(self) -> float:
        return abs(self.spins.mean())


rng = np.random.default_rng(0)
rows = []
for T in np.linspace(1.5, 3.5, 9):
    lattice = IsingLattice(16, rng)
    for _ in range(60):
        lattice.sweep(1 / T)
    rows.append({"temperature": T, "magnetisation": lattice.magnetisation()})

df = pd.DataFrame(rows)
print(df)

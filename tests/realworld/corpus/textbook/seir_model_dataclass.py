# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: SEIR model with a @dataclass for the parameters and solve_ivp
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp


@dataclass
class SEIRParams:
    """Parameters of the SEIR model."""
    beta: float = 0.5     # transmission rate
    sigma: float = 1 / 5.2  # incubation rate
    gamma: float = 1 / 10   # recovery rate
    population: int = 1_000_000


def seir(t: float, y: np.ndarray, p: SEIRParams) -> list:
    s, e, i, r = y
    n = p.population
    return [
        -p.beta * s * i / n,
        p.beta * s * i / n - p.sigma * e,
        p.sigma * e - p.gamma * i,
        p.gamma * i,
    ]


def simulate(params: SEIRParams, days: int = 200) -> pd.DataFrame:
    y0 = [params.population - 10, 0, 10, 0]
    t_eval = np.arange(days + 1)
    sol = solve_ivp(seir, (0, days), y0, t_eval=t_eval, args=(params,))
    return pd.DataFrame(sol.y.T, columns=["S", "E", "I", "R"]).assign(day=sol.t)


if __name__ == "__main__":
    params = SEIRParams()
    df = simulate(params)
    print(df.tail())

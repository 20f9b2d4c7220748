# Radioactive decay (carbon-14's half-life by default): the atoms left over the years, 501 points.
import numpy as np
import pandas as pd

half_life = 5730.0
atoms0 = 1_000_000
duration = 50_000  # years

years = np.linspace(0.0, duration, 501)
fraction = 0.5 ** (years / half_life)
df = pd.DataFrame({
    "year": years,
    "remaining_fraction": fraction,
    "atoms": (atoms0 * fraction).round(0),
    "half_lives": years / half_life,
})

# Radioactive decay of carbon-14 (half-life 5,730 years): 1,000,000 atoms followed over 50,000 years.
import numpy as np
import pandas as pd

half_life = 5730.0
atoms0 = 1_000_000

years = np.arange(0, 50_001, 100)
fraction = 0.5 ** (years / half_life)
df = pd.DataFrame({
    "year": years,
    "remaining_fraction": fraction,
    "atoms": (atoms0 * fraction).round(0),
    "half_lives": years / half_life,
})

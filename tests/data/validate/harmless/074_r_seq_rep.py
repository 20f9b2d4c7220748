# topic: R seq and rep translated to numpy
# R:
#   dose  <- rep(c(0.5, 1, 2), each = 10)
#   supp  <- rep(c("VC", "OJ"), times = 15)
#   t     <- seq(0, 29)
#   x     <- seq(0, 1, length.out = 30)
import numpy as np
import pandas as pd

rng = np.random.default_rng(10)
dose = np.repeat([0.5, 1.0, 2.0], 10)
supp = np.tile(["VC", "OJ"], 15)
t = np.arange(0, 30)
x = np.linspace(0, 1, 30)
length = 8 + 6 * dose + np.where(supp == "OJ", 3.5, 0) + rng.normal(0, 2, 30)

df = pd.DataFrame({"t": t, "x": x, "dose": dose, "supp": supp, "len": length})

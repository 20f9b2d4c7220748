# topic: R for-loop simulation translated to Python
# R:
#   n_sims <- 1000
#   means <- numeric(n_sims)
#   for (i in 1:n_sims) {
#     s <- runif(25, min = 0, max = 10)
#     means[i] <- mean(s)
#   }
#   summary(means)
import numpy as np
import pandas as pd

rng = np.random.default_rng(2718)
n_sims = 1000
means = np.zeros(n_sims)
sds = np.zeros(n_sims)
for i in range(n_sims):
    s = rng.uniform(0, 10, 25)
    means[i] = s.mean()
    sds[i] = s.std(ddof=1)

df = pd.DataFrame({"sim": np.arange(1, n_sims + 1), "mean": means, "sd": sds})
# R: quantile(means, c(.05, .95))
q05, q95 = np.quantile(means, [0.05, 0.95])
df["outside_90"] = (df["mean"] < q05) | (df["mean"] > q95)

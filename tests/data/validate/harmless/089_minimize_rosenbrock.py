# topic: optimizer paths on the Rosenbrock function
import numpy as np
import pandas as pd
from scipy.optimize import minimize, rosen, rosen_der

x0 = np.array([-1.5, 2.0])
rows = []
for method in ("Nelder-Mead", "BFGS", "CG", "L-BFGS-B"):
    path = [x0.copy()]
    res = minimize(rosen, x0, method=method,
                   jac=None if method == "Nelder-Mead" else rosen_der,
                   callback=lambda xk: path.append(np.copy(xk)),
                   options={"maxiter": 2000})
    for i, p in enumerate(path):
        rows.append({"method": method, "iteration": i, "x": p[0], "y": p[1], "f": rosen(p)})

df = pd.DataFrame(rows)

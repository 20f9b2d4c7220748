# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: comparing scipy.optimize.minimize methods on a test function
import numpy as np
import pandas as pd
from scipy.optimize import minimize, rosen, rosen_der


def main() -> pd.DataFrame:
    x0 = np.array([1.3, 0.7, 0.8, 1.9, 1.2])
    results = []
    for method in ["Nelder-Mead", "Powell", "CG", "BFGS", "L-BFGS-B", "TNC"]:
        jac = rosen_der if method in ("CG", "BFGS", "L-BFGS-B", "TNC") else None
        res = minimize(rosen, x0, method=method, jac=jac, options={"maxiter": 5000})
        results.append({"method": method, "fun": res.fun, "nfev": res.nfev, "success": res.success})
        print(f"{method:12s} f={res.fun:.2e} evaluations={res.nfev}")
    return pd.DataFrame(results)


if __name__ == "__main__":
    df = main()

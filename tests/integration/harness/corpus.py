"""Snippets that must succeed under the data guard (exit 0).

Shared by test_harness.py (each must exit 0 with a table) and
measure_events.py (which audit events and lazy imports they raise without
the guard: the source of ALLOWED_EVENTS and of the warm-up list).
name -> (source, expected row count or None)."""

SUCCESS = {
    # pandas' SettingWithCopy check asks gc whether the parent lives: off in the preload.
    "column_on_a_filtered_copy": ("""
import numpy as np
import pandas as pd
t = pd.DataFrame({"x": np.arange(10.0), "y": np.arange(10.0)})
df = t[t.x > 2].dropna()
df["z"] = df.x * 2
""", 7),
    # What the validator allows since v2: a small class, a generator, nonlocal, stdlib modules.
    "class_generator_stdlib": ("""
import calendar
import string
from decimal import Decimal
from fractions import Fraction
from typing import List
import pandas as pd

class Account:
    def __init__(self, balance):
        self.balance = Decimal(balance)
    def grow(self, rate):
        self.balance *= 1 + Decimal(rate)
        return self.balance

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump

acct, gen, bump = Account("100.00"), fib(), counter()
rows: List[dict] = []
for i in range(12):
    rows.append({"month": calendar.month_abbr[i + 1], "label": string.ascii_uppercase[i],
                 "balance": float(acct.grow("0.01")), "fib": next(gen), "n": bump(),
                 "h": float(sum(Fraction(1, k) for k in range(1, i + 2)))})
df = pd.DataFrame(rows)
""", 12),
    "two_rows": ("""
import pandas as pd
df = pd.DataFrame({"x": [1, 2], "y": [3.5, 4.5]})
""", 2),
    "lorenz_odeint": ("""
import numpy as np
import pandas as pd
from scipy.integrate import odeint

def lorenz(state, t, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]

t = np.linspace(0, 40, 5000)
xyz = odeint(lorenz, [1.0, 1.0, 1.0], t)
df = pd.DataFrame({"t": t, "x": xyz[:, 0], "y": xyz[:, 1], "z": xyz[:, 2]}).round(4)
print(df.head())
""", 5000),
    "lorenz_solve_ivp": ("""
import numpy as np
import pandas as pd
from scipy.integrate import solve_ivp

def f(t, s):
    x, y, z = s
    return [10 * (y - x), x * (28 - z) - y, x * y - 8 / 3 * z]

t = np.linspace(0, 20, 3000)
sol = solve_ivp(f, (0, 20), [1, 1, 1], t_eval=t, rtol=1e-8)
df = pd.DataFrame(sol.y.T, columns=["x", "y", "z"])
df.insert(0, "t", sol.t)
df = df.round(5)
""", 3000),
    "logistic_map": ("""
import numpy as np
import pandas as pd

rows = []
for r in np.linspace(2.5, 4.0, 300):
    x = 0.5
    for _ in range(200):
        x = r * x * (1 - x)
    for _ in range(20):
        x = r * x * (1 - x)
        rows.append((r, x))
df = pd.DataFrame(rows, columns=["r", "x"]).round(6)
""", 6000),
    "random_walk": ("""
import random
import numpy as np
import pandas as pd

random.seed(42)
rng = np.random.default_rng(7)
steps = rng.choice([-1, 1], size=1000)
walk = np.cumsum(steps)
coin = [random.choice([-1, 1]) for _ in range(1000)]
df = pd.DataFrame({"step": np.arange(1000), "walk": walk,
                   "walk2": np.cumsum(coin), "noise": np.random.normal(size=1000)})
print(df.describe())
""", 1000),
    "date_range_tz": ("""
import numpy as np
import pandas as pd

idx = pd.date_range("2024-03-30", periods=72, freq="H", tz="Europe/Zurich")
s = pd.Series(np.sin(np.arange(72) / 6.0), index=idx, name="value")
daily = s.resample("D").mean()
ny = pd.Timestamp("2024-07-04 12:00", tz="America/New_York")
df = s.to_frame()
df["utc"] = idx.tz_convert("UTC")
df["tokyo"] = idx.tz_convert("Asia/Tokyo")
df["delta_ny_h"] = (idx - ny) / pd.Timedelta(hours=1)
""", 72),
    "zoneinfo_datetime": ("""
import datetime
import zoneinfo
import pandas as pd

tz = zoneinfo.ZoneInfo("Australia/Sydney")
start = datetime.datetime(2024, 1, 1, tzinfo=tz)
days = [start + datetime.timedelta(days=i) for i in range(10)]
df = pd.DataFrame({"day": days, "n": range(10)})
""", 10),
    "every_time_zone": ("""
import datetime
import zoneinfo
import dateutil.tz
import pandas as pd
import pytz

names = list(pytz.all_timezones)
when = datetime.datetime(2024, 7, 1, 12, 0)
rows = []
for name in names:
    a = pytz.timezone(name).localize(when).utcoffset()
    b = when.replace(tzinfo=dateutil.tz.gettz(name)).utcoffset()
    c = when.replace(tzinfo=zoneinfo.ZoneInfo(name)).utcoffset()
    d = pd.Timestamp(when, tz=name).utcoffset()
    e = pd.Timestamp(when, tz="dateutil/" + name).utcoffset()
    rows.append((name, a == b == c == d == e))
df = pd.DataFrame(rows, columns=["zone", "agree"])
df = df.groupby("agree").size().reset_index(name="n")
""", None),
    "statistics_math": ("""
import math
import statistics
import itertools
import functools
import collections
import re
import pandas as pd

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

xs = [fib(i) for i in range(30)]
c = collections.Counter(re.findall(r"[a-z]+", "a b a c b a"))
pairs = list(itertools.combinations(range(5), 2))
df = pd.DataFrame({"n": range(30), "fib": xs,
                   "log": [math.log1p(x) for x in xs]})
df["z"] = (df["log"] - statistics.mean(df["log"])) / statistics.stdev(df["log"])
""", 30),
    "scipy_fit_stats": ("""
import numpy as np
import pandas as pd
from scipy import optimize, stats, signal, interpolate

def model(x, a, b, c):
    return a * np.exp(-b * x) + c

x = np.linspace(0, 4, 50)
y = model(x, 2.5, 1.3, 0.5) + stats.norm.rvs(scale=0.05, size=50, random_state=1)
popt, _ = optimize.curve_fit(model, x, y)
b, a = signal.butter(3, 0.2)
smooth = signal.filtfilt(b, a, y)
spline = interpolate.CubicSpline(x, smooth)
df = pd.DataFrame({"x": x, "y": y, "fit": model(x, *popt), "spline": spline(x),
                   "pdf": stats.norm.pdf(x, 2, 1)})
""", 50),
    "scipy_geometry_distributions": ("""
import numpy as np
import pandas as pd
from scipy import interpolate, spatial, stats

rng = np.random.default_rng(3)
pts = rng.random((30, 2))
hull = spatial.ConvexHull(pts)
tri = spatial.Delaunay(pts)
vor = spatial.Voronoi(pts)
grid_x = np.linspace(0.2, 0.8, 5)
lin = interpolate.griddata(pts, pts[:, 0] + pts[:, 1], (grid_x, grid_x), method="linear")
cub = interpolate.griddata(pts, pts[:, 0] * pts[:, 1], (grid_x, grid_x), method="cubic")
frozen = stats.norm(0, 1)
r, p = stats.pearsonr(pts[:, 0], pts[:, 1])
g = stats.gamma(2.0, scale=1.5)
die = stats.rv_discrete(values=([1, 2, 3], [0.2, 0.3, 0.5]))
x = np.linspace(0, 1, 20)
spl = interpolate.UnivariateSpline(x, np.sin(6 * x), s=0.1)
mvn = stats.multivariate_normal([0, 0], [[1, 0.5], [0.5, 1]])
df = pd.DataFrame({"x": grid_x, "linear": lin, "cubic": cub,
                   "pdf": frozen.pdf(grid_x), "gamma_cdf": g.cdf(grid_x),
                   "die": die.rvs(size=5, random_state=1),
                   "spline": spl(grid_x), "mvn": mvn.pdf(np.c_[grid_x, grid_x])})
df["hull_area"] = hull.volume
df["triangles"] = len(tri.simplices)
df["regions"] = len(vor.regions)
df["r"] = r
""", 5),
    "pandas_ops_warnings": ("""
import warnings
import numpy as np
import pandas as pd

df = pd.DataFrame({"k": list("abab"), "v": [1.0, 2.0, np.nan, 4.0]})
g = df.groupby("k", as_index=False).agg(v=("v", "mean"))
with np.errstate(divide="ignore"):
    r = np.log(np.array([0.0, 1.0]))
np.array([1.0, 0.0]) / np.array([0.0, 0.0])      # RuntimeWarning printed
s = pd.Series([1, 2, 3]).append(pd.Series([4]))   # pandas FutureWarning printed
warnings.warn("snippet warning")
df = pd.concat([df, df]).reset_index(drop=True)
df["cum"] = df["v"].fillna(0).cumsum()
print(df)
""", 8),
    "index_reset": ("""
import pandas as pd
df = pd.DataFrame({"v": [1, 2, 3]}, index=pd.Index([10, 20, 30], name="when"))
""", 3),
}

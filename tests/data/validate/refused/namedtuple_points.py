# expect: class_making
from collections import namedtuple
import math
import random
import pandas as pd

Station = namedtuple("Station", ["name", "lat", "lon", "elevation"])
random.seed(9)

stations = [
    Station(f"ST{i:03d}", random.uniform(45, 55), random.uniform(5, 15), random.randint(0, 2500))
    for i in range(40)
]


def haversine(a, b):
    r = 6371.0
    p1, p2 = math.radians(a.lat), math.radians(b.lat)
    dphi = p2 - p1
    dlmb = math.radians(b.lon - a.lon)
    h = math.sin(dphi / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dlmb / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


reference = Station("HQ", 50.0, 10.0, 300)
df = pd.DataFrame(stations)
df["km_to_hq"] = [haversine(s, reference) for s in stations]
df["lapse_temp_c"] = 15 - 0.0065 * df["elevation"]
df = df.sort_values("km_to_hq").reset_index(drop=True)

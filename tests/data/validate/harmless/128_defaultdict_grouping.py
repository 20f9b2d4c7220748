# topic: grouping log events with defaultdict
from collections import defaultdict, Counter
import random
import pandas as pd

random.seed(8)
services = ["auth", "billing", "search", "upload"]
levels = ["INFO", "WARN", "ERROR"]
events = [(random.choice(services), random.choices(levels, weights=[80, 15, 5])[0],
           random.uniform(5, 400)) for _ in range(3000)]

latencies = defaultdict(list)
level_counts = defaultdict(Counter)
for service, level, latency_ms in events:
    latencies[service].append(latency_ms)
    level_counts[service][level] += 1

rows = []
for service in sorted(latencies):
    lat = sorted(latencies[service])
    rows.append({
        "service": service,
        "requests": len(lat),
        "p50_ms": lat[len(lat) // 2],
        "p95_ms": lat[int(0.95 * len(lat))],
        **{f"n_{lvl.lower()}": level_counts[service][lvl] for lvl in levels},
    })

df = pd.DataFrame(rows)
df["error_rate"] = df["n_error"] / df["requests"]

# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: M/M/1 queue simulated event by event, compared with theory
import heapq
import random

import pandas as pd


def simulate_mm1(lam: float, mu: float, n_customers: int, seed: int = 0) -> pd.DataFrame:
    """Simulate an M/M/1 queue; one row per customer."""
    random.seed(seed)
    t = 0.0
    server_free_at = 0.0
    rows = []
    for i in range(n_customers):
        t += random.expovariate(lam)
        start = max(t, server_free_at)
        service = random.expovariate(mu)
        server_free_at = start + service
        rows.append({"customer": i, "arrival": t, "wait": start - t, "service": service,
                     "departure": server_free_at})
    return pd.DataFrame(rows)


lam, mu = 0.8, 1.0
df = simulate_mm1(lam, mu, 5000)
rho = lam / mu
print(f"simulated mean wait {df.wait.mean():.3f}, theory {rho / (mu - lam):.3f}")
# a priority queue just to show the events in time order
events = [(row.departure, row.customer) for row in df.head(5).itertuples(index=False)]
heapq.heapify(events)
print(heapq.nsmallest(3, events))

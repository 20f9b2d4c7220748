# topic: single-server queue with a deque
from collections import deque
import random
import pandas as pd

random.seed(99)
arrival_rate = 0.8     # customers per minute
service_rate = 1.0
minutes = 600

queue = deque()
log = []
in_service = None
for minute in range(minutes):
    if random.random() < arrival_rate:
        queue.append(minute)
    if in_service is None and queue:
        in_service = queue.popleft()
    served = False
    if in_service is not None and random.random() < service_rate * 0.9:
        served = True
        waited = minute - in_service
        in_service = None
    log.append({
        "minute": minute,
        "queue_length": len(queue),
        "served": served,
        "wait": waited if served else None,
    })

df = pd.DataFrame(log)
df["avg_queue_10min"] = df["queue_length"].rolling(10, min_periods=1).mean()

# topic: gambler's ruin simulation
import random
import pandas as pd

random.seed(1)


def play(start, target, p_win):
    money = start
    rounds = 0
    while 0 < money < target:
        money += 1 if random.random() < p_win else -1
        rounds += 1
    return money == target, rounds


rows = []
for p in (0.45, 0.48, 0.5, 0.52):
    results = [play(10, 20, p) for _ in range(400)]
    wins = sum(1 for won, _ in results if won)
    rows.append({
        "p_win": p,
        "win_rate": wins / len(results),
        "mean_rounds": sum(r for _, r in results) / len(results),
    })

df = pd.DataFrame(rows)

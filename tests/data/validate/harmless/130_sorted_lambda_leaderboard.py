# topic: leaderboard sorted with lambda keys
import random
import pandas as pd

random.seed(77)
players = [f"player_{i}" for i in range(1, 26)]
results = []
for name in players:
    wins = random.randint(0, 20)
    draws = random.randint(0, 8)
    losses = random.randint(0, 20)
    goal_diff = random.randint(-25, 25)
    results.append((name, wins, draws, losses, goal_diff))

# points first, then goal difference, then fewer losses, then name
ranked = sorted(results, key=lambda r: (-(3 * r[1] + r[2]), -r[4], r[3], r[0]))
df = pd.DataFrame(ranked, columns=["player", "wins", "draws", "losses", "goal_diff"])
df["points"] = 3 * df["wins"] + df["draws"]
df.insert(0, "position", range(1, len(df) + 1))

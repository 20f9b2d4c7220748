# topic: top-3 players per team
import numpy as np
import pandas as pd

rng = np.random.default_rng(44)
teams = ["Lions", "Tigers", "Bears", "Wolves"]
players = pd.DataFrame({
    "team": np.repeat(teams, 12),
    "player": [f"P{i:02d}" for i in range(48)],
    "points": rng.poisson(14, 48),
    "assists": rng.poisson(5, 48),
})
players["rank"] = players.groupby("team")["points"].rank(method="first", ascending=False)
players["team_points"] = players.groupby("team")["points"].transform("sum")
df = players[players["rank"] <= 3].sort_values(["team", "rank"]).reset_index(drop=True)
df["points_share"] = df["points"] / df["team_points"]

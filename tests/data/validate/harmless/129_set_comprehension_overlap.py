# topic: overlap between user groups with sets
import random
import itertools
import pandas as pd

random.seed(13)
features = ["search", "export", "share", "comments", "dark_mode", "api"]
users_by_feature = {f: {random.randint(1, 500) for _ in range(random.randint(60, 200))} for f in features}

rows = []
for a, b in itertools.combinations(features, 2):
    inter = users_by_feature[a] & users_by_feature[b]
    union = users_by_feature[a] | users_by_feature[b]
    rows.append({"feature_a": a, "feature_b": b, "both": len(inter),
                 "either": len(union), "jaccard": len(inter) / len(union)})

df = pd.DataFrame(rows).sort_values("jaccard", ascending=False)
all_users = set().union(*users_by_feature.values())
df["total_users"] = len(all_users)

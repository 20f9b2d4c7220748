import re
import itertools
import functools
import statistics
from collections import Counter, defaultdict

import pandas as pd

words = ["alpha", "beta", "gamma", "delta"]
pattern = re.compile(r"^[a-z]+a$")
pairs = list(itertools.combinations(words, 2))
counts = Counter(w[0] for w in words)
lengths = defaultdict(list)
for w in words:
    lengths[len(w)].append(w)
total = functools.reduce(lambda acc, w: acc + len(w), words, 0)
mean_len = statistics.mean(len(w) for w in words)
df = pd.DataFrame(pairs, columns=["a", "b"])
df["match"] = df["a"].map(lambda w: bool(pattern.match(w)))
df = df.groupby("match", as_index=False).agg(n=("a", "count"))

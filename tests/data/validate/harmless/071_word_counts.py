# topic: word frequencies with Counter
import re
from collections import Counter
import pandas as pd

text = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair.
"""

words = re.findall(r"[a-z']+", text.lower())
counts = Counter(words)
stop = {"it", "was", "the", "of"}

df = pd.DataFrame(counts.most_common(), columns=["word", "count"])
df["is_stopword"] = df["word"].isin(stop)
df["length"] = df["word"].str.len()
df["share"] = df["count"] / df["count"].sum()

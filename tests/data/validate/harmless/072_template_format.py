# topic: report lines with str.format templates
import numpy as np
import pandas as pd

rng = np.random.default_rng(2)
metrics = {"accuracy": rng.uniform(0.8, 0.95),
           "precision": rng.uniform(0.7, 0.9),
           "recall": rng.uniform(0.6, 0.9)}

line_template = "{name}: {value:.2f}"
lines = [line_template.format(name=k, value=v) for k, v in metrics.items()]

df = pd.DataFrame({"metric": list(metrics), "value": list(metrics.values()), "text": lines})
template = "{} rows"
df["caption"] = template.format(len(df))
df["pct"] = df["value"].map("{:.1%}".format)

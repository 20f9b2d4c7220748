# Silencing SettingWithCopyWarning and reading inf as missing: pandas options ordinary code sets,
# with literal values (rules/display_options.cpp). Other pandas options stay refused.
import numpy as np
import pandas as pd

pd.options.mode.chained_assignment = None
pd.set_option("mode.use_inf_as_na", True)
df = pd.DataFrame({"x": np.arange(5.0)})
sub = df[df["x"] > 1]
sub["y"] = sub["x"] * 2
df = sub

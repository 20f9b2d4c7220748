# expect: module_state
# Only the two named mode options are allowed: plotting.backend (and any other) imports modules.
import pandas as pd

pd.options.plotting.backend = "matplotlib"
df = pd.DataFrame({"x": [1, 2]})

# class: harness_hijack
# technique: pd.api.extensions.register_dataframe_accessor('copy') (control)
# goal: output
import pandas as pd

pd.api.extensions.register_dataframe_accessor("copy")(lambda frame: frame)
df = pd.DataFrame({"x": [1]})

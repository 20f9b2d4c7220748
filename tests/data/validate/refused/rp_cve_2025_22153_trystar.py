# expect: statement
# RestrictedPython CVE-2025-22153: try/except* type confusion
import pandas as pd

try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as eg:
    caught = eg
df = pd.DataFrame({"a": [1]})

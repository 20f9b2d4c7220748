# expect: format_string
# RestrictedPython CVE-2023-41039: str.format walks attributes inside C
import pandas as pd

gen = (i for i in [1])
leaked = "{0.gi_frame.f_back}".format(gen)
df = pd.DataFrame({"a": [1]})

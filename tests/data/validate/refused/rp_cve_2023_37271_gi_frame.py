# expect: escape_attribute
# RestrictedPython CVE-2023-37271: the frame of a generator leaks the caller
import pandas as pd

leak = (lambda: (yield_value for yield_value in [1]))()
frame = leak.gi_frame
df = pd.DataFrame({"a": [1]})

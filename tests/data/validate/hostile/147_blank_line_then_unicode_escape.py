
# -*- coding: unicode_escape -*-
# class: coding_cookie
# technique: an empty line 1 and a unicode_escape cookie on line 2 (control)
# goal: read
# Parsed from a str (the validator, the renderer) the hidden line below is a comment; run as a
# file by CPython (python3 snippet.py after a download) the cookie decodes it into code.
import numpy as np
import pandas as pd

summary = pd.Series(np.arange(5)).describe()
# \nstolen = open("{{CANARY_FILE}}").read()
df = pd.DataFrame({"stolen": [stolen]})  # NameError unless the hidden line ran

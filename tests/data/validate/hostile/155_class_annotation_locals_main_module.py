# class: frame_escape
# technique: typing.get_type_hints(C) evaluates C's annotations with the module namespace sys.modules[C.__module__] as locals; locals() inside the annotation is the harness's __main__ dict (no frame object touched)
# goal: read
import typing

import numpy as np
import pandas as pd

seen = []


class Probe:
    marker: "[seen.append(sorted(str(k) for k in locals())), int][-1]"


typing.get_type_hints(Probe)
df = pd.DataFrame({"main_global": seen[0]})

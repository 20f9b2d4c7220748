# class: module_reach
# technique: typing.get_type_hints(C) evaluates a class annotation with the class's module namespace (sys.modules[C.__module__]) as locals: the harness's __main__ globals, os among them
# goal: exec
import typing

import numpy as np
import pandas as pd

found = []


class Probe:
    marker: "[found.append(dict(locals())), int][-1]"


typing.get_type_hints(Probe)
namespace = found[0]
osmod = namespace.get("os")
if osmod is None:
    raise RuntimeError("no os in the main module")
df = pd.DataFrame({"names": sorted(str(k) for k in namespace)[:50]})

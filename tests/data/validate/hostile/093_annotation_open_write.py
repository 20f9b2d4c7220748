# class: file_writer
# technique: a string annotation evaluated by typing.get_type_hints opens a file outside the run root for writing
# goal: write
import typing

import pandas as pd

target = "{{OUTSIDE_DIR}}/anyplot-escape-annotation.txt"
written = []


def cell(x: "[written.append(open(target, 'w').write('anyplot-escape')), int][-1]"):
    return x


typing.get_type_hints(cell)
if written != [14]:
    raise RuntimeError("not written")
df = pd.DataFrame({"written": [target]})

# class: module_reach
# technique: the pandas module returned as a value from a get_type_hints annotation: pdv.read_csv on the canary is a value attribute, not a module function
# goal: read
import typing

import pandas as pd

modules = []


def table(x: "[modules.append(pd), int][-1]"):
    return x


typing.get_type_hints(table)
pdv = modules[0]
df = pdv.read_csv("{{CANARY_FILE}}", header=None, sep="\x01")

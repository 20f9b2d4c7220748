# class: introspection
# technique: typing.operator.attrgetter (control)
# goal: read
import typing

import pandas as pd

grab = typing.operator.attrgetter("real")
df = pd.DataFrame({"x": [grab(1)]})

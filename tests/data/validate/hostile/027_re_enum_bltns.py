# class: module_reach
# technique: re.enum.bltns (the builtins module under enum's alias) (control)
# goal: read
import re

import pandas as pd

b = re.enum.bltns
df = pd.DataFrame({"stolen": [b.compile("1", "x", "eval")]})

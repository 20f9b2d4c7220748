# class: introspection
# technique: from operator import attrgetter (control)
# goal: read
import pandas as pd
from operator import attrgetter

df = pd.DataFrame({"x": [str(attrgetter("real")(1))]})

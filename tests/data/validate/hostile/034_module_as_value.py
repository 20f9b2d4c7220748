# class: module_reach
# technique: binding a module to another name (m = np) to reach its attributes later (control)
# goal: read
import numpy as np
import pandas as pd

m = np
df = pd.DataFrame({"x": m.fromfile("{{CANARY_FILE}}", dtype=m.uint8)})

# class: decorator_abuse
# technique: @np.load (control)
# goal: read
import numpy as np
import pandas as pd


@np.load
def f():
    return "{{CANARY_FILE}}"


df = pd.DataFrame({"x": [1]})

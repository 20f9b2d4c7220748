# class: pickle_like
# technique: from pandas import read_pickle as rp (control)
# goal: exec
import pandas as pd
from pandas import read_pickle as rp

df = rp("{{OUTSIDE_DIR}}/anyplot-escape.pkl")

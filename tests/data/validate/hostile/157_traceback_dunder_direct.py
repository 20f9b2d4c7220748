# class: frame_escape
# technique: exc.__traceback__.tb_frame.f_back.f_globals (control)
# goal: read
import pandas as pd

try:
    1 / 0
except ZeroDivisionError as exc:
    g = exc.__traceback__.tb_frame.f_back.f_globals
df = pd.DataFrame({"name": sorted(g)})

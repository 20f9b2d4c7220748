# class: exception_side_channel
# technique: err.__traceback__.tb_frame (control)
# goal: read
import pandas as pd

try:
    1 / 0
except Exception as err:
    frame = err.__traceback__.tb_frame
df = pd.DataFrame({"name": sorted(frame.f_locals)})

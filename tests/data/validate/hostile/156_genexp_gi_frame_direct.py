# class: frame_escape
# technique: (x for x in ...).gi_frame.f_back.f_globals (control)
# goal: read
import pandas as pd

gen = (n for n in range(1))
df = pd.DataFrame({"name": sorted(gen.gi_frame.f_back.f_globals)})

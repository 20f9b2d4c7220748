# class: format_lookup
# technique: '{0.gi_frame.f_back.f_globals}'.format(gen) (control)
# goal: read
import pandas as pd

gen = (n for n in range(3))
df = pd.DataFrame({"globals": ["{0.gi_frame.f_back.f_globals}".format(gen)]})

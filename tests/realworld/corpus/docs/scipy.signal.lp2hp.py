# source: the Examples of the docstring of scipy.signal.lp2hp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = p_hp (array)
import pandas as pd
from scipy import signal
lp = signal.lti([1.0], [1.0, 1.0])
hp = signal.lti(*signal.lp2hp(lp.num, lp.den))
w, mag_lp, p_lp = lp.bode()
w, mag_hp, p_hp = hp.bode(w)
df = pd.DataFrame(p_hp)

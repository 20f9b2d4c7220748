# source: the Examples of the docstring of scipy.signal.lp2bp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = p_bp (array)
import pandas as pd
from scipy import signal
lp = signal.lti([1.0], [1.0, 1.0])
bp = signal.lti(*signal.lp2bp(lp.num, lp.den))
w, mag_lp, p_lp = lp.bode()
w, mag_bp, p_bp = bp.bode(w)
df = pd.DataFrame(p_bp)

# source: the Examples of the docstring of scipy.signal.dbode (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = phase (array)
import pandas as pd
from scipy import signal
sys = signal.TransferFunction([1], [1, 2, 3], dt=0.05)
w, mag, phase = signal.dbode(sys)
df = pd.DataFrame(phase)

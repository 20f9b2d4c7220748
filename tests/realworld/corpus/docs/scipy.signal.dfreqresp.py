# source: the Examples of the docstring of scipy.signal.dfreqresp (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 5 plotting examples; df = H (array)
import pandas as pd
from scipy import signal
sys = signal.TransferFunction([1], [1, 2, 3], dt=0.05)
w, H = signal.dfreqresp(sys)
df = pd.DataFrame(H)

# source: the Examples of the docstring of numpy.unwrap (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = phase_deg (array)
import pandas as pd
import numpy as np
phase = np.linspace(0, np.pi, num=5)
phase[3:] += np.pi
phase
np.unwrap(phase)
np.unwrap([0, 1, 2, -1, 0], period=4)
np.unwrap([ 1, 2, 3, 4, 5, 6, 1, 2, 3], period=6)
np.unwrap([2, 3, 4, 5, 2, 3, 4, 5], period=4)
phase_deg = np.mod(np.linspace(0 ,720, 19), 360) - 180
np.unwrap(phase_deg, period=360)
df = pd.DataFrame(phase_deg)

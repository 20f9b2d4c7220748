# source: the Examples of the docstring of scipy.signal.minimum_phase (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 11 plotting examples; df = h_min_hil (array)
import pandas as pd
import numpy as np
from scipy.signal import remez, minimum_phase, freqz, group_delay
freq = [0, 0.2, 0.3, 1.0]
desired = [1, 0]
h_linear = remez(151, freq, desired, fs=2.)
h_min_hom = minimum_phase(h_linear, method='homomorphic')
h_min_hil = minimum_phase(h_linear, method='hilbert')
df = pd.DataFrame(h_min_hil)

# source: the Examples of the docstring of scipy.signal.peak_widths (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 plotting examples; df = peaks (array)
import pandas as pd
import numpy as np
from scipy.signal import chirp, find_peaks, peak_widths
x = np.linspace(0, 6 * np.pi, 1000)
x = np.sin(x) + 0.6 * np.sin(2.6 * x)
peaks, _ = find_peaks(x)
results_half = peak_widths(x, peaks, rel_height=0.5)
results_half[0]  # widths
results_full = peak_widths(x, peaks, rel_height=1)
results_full[0]  # widths
df = pd.DataFrame(peaks)

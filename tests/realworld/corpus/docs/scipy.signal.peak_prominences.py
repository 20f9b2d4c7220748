# source: the Examples of the docstring of scipy.signal.peak_prominences (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = peaks (array)
import pandas as pd
import numpy as np
from scipy.signal import find_peaks, peak_prominences
x = np.linspace(0, 6 * np.pi, 1000)
x = np.sin(x) + 0.6 * np.sin(2.6 * x)
peaks, _ = find_peaks(x)
prominences = peak_prominences(x, peaks)[0]
prominences
contour_heights = x[peaks] - prominences
x = np.array([0, 1, 0, 3, 1, 3, 0, 4, 0])
peaks = np.array([5])
peak_prominences(x, peaks)  # -> (prominences, left_bases, right_bases)
peak_prominences(x, peaks, wlen=3.1)
df = pd.DataFrame(peaks)

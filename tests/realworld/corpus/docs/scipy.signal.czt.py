# source: the Examples of the docstring of scipy.signal.czt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 20 plotting examples; df = freqs (array)
import pandas as pd
import numpy as np
f1, f2, fs = 8, 10, 200  # Hz
t = np.linspace(0, 1, fs, endpoint=False)
x = np.sin(2*np.pi*t*f2)
from scipy.fft import rfft, rfftfreq
from scipy.signal import czt, czt_points
x = np.exp(-t*f1) * np.sin(2*np.pi*t*f2)
M = fs // 2  # Just positive frequencies, like rfft
a = np.exp(-f1/fs)  # Starting point of the circle, radius < 1
w = np.exp(-1j*np.pi/M)  # "Step size" of circle
points = czt_points(M + 1, w, a)  # M + 1 to include Nyquist
z_vals = czt(x, M + 1, w, a)  # Include Nyquist for comparison to rfft
freqs = np.angle(points)*fs/(2*np.pi)  # angle = omega, radius = sigma
df = pd.DataFrame(freqs)

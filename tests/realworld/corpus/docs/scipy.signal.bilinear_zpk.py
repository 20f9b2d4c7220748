# source: the Examples of the docstring of scipy.signal.bilinear_zpk (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 7 plotting examples; df = hs (array)
import pandas as pd
import numpy as np
from scipy import signal
fs = 100
bf = 2 * np.pi * np.array([7, 13])
filts = signal.lti(*signal.butter(4, bf, btype='bandpass', analog=True,
                                  output='zpk'))
filtz = signal.lti(*signal.bilinear_zpk(filts.zeros, filts.poles,
                                        filts.gain, fs))
wz, hz = signal.freqz_zpk(filtz.zeros, filtz.poles, filtz.gain)
ws, hs = signal.freqs_zpk(filts.zeros, filts.poles, filts.gain,
                          worN=fs*wz)
df = pd.DataFrame(hs)

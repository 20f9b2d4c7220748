# source: the Examples of the docstring of scipy.signal.place_poles (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 8 plotting examples; df = t (array)
import pandas as pd
import numpy as np
from scipy import signal
A = np.array([[ 1.380,  -0.2077,  6.715, -5.676  ],
              [-0.5814, -4.290,   0,      0.6750 ],
              [ 1.067,   4.273,  -6.654,  5.893  ],
              [ 0.0480,  4.273,   1.343, -2.104  ]])
B = np.array([[ 0,      5.679 ],
              [ 1.136,  1.136 ],
              [ 0,      0,    ],
              [-3.146,  0     ]])
P = np.array([-0.2, -0.5, -5.0566, -8.6659])
fsf1 = signal.place_poles(A, B, P, method='KNV0')
fsf1.gain_matrix
fsf2 = signal.place_poles(A, B, P)  # uses YT method
fsf2.computed_poles
fsf3 = signal.place_poles(A, B, P, rtol=-1, maxiter=100)
fsf3.X
abs(np.linalg.det(fsf1.X)) < abs(np.linalg.det(fsf2.X))
abs(np.linalg.det(fsf2.X)) < abs(np.linalg.det(fsf3.X))
A = np.array([[ 0,  7/3.,  0,   0   ],
              [ 0,   0,    0,  7/9. ],
              [ 0,   0,    0,   0   ],
              [ 0,   0,    0,   0   ]])
B = np.array([[ 0,  0 ],
              [ 0,  0 ],
              [ 1,  0 ],
              [ 0,  1 ]])
P = np.array([-3, -1, -2-1j, -2+1j]) / 3.
fsf = signal.place_poles(A, B, P, method='YT')
t = np.linspace(0, 2*np.pi, 401)
df = pd.DataFrame(t)

# source: the Examples of the docstring of scipy.integrate.trapezoid (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
from scipy import integrate
integrate.trapezoid([1, 2, 3])
integrate.trapezoid([1, 2, 3], x=[4, 6, 8])
integrate.trapezoid([1, 2, 3], dx=2)
integrate.trapezoid([1, 2, 3], x=[8, 6, 4])
x = np.linspace(0, 1, num=50)
y = x**2
integrate.trapezoid(y, x)
theta = np.linspace(0, 2 * np.pi, num=1000, endpoint=True)
integrate.trapezoid(np.cos(theta), x=np.sin(theta))
a = np.arange(6).reshape(2, 3)
a
integrate.trapezoid(a, axis=0)
integrate.trapezoid(a, axis=1)
df = pd.DataFrame(a)

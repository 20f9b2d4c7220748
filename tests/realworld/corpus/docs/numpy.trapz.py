# source: the Examples of the docstring of numpy.trapz (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = a (array)
import pandas as pd
import numpy as np
np.trapz([1,2,3])
np.trapz([1,2,3], x=[4,6,8])
np.trapz([1,2,3], dx=2)
np.trapz([1,2,3], x=[8,6,4])
theta = np.linspace(0, 2 * np.pi, num=1000, endpoint=True)
np.trapz(np.cos(theta), x=np.sin(theta))
a = np.arange(6).reshape(2, 3)
a
np.trapz(a, axis=0)
np.trapz(a, axis=1)
df = pd.DataFrame(a)

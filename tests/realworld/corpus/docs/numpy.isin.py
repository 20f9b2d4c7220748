# source: the Examples of the docstring of numpy.isin (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = mask (array)
import pandas as pd
import numpy as np
element = 2*np.arange(4).reshape((2, 2))
element
test_elements = [1, 2, 4, 8]
mask = np.isin(element, test_elements)
mask
element[mask]
np.nonzero(mask)
mask = np.isin(element, test_elements, invert=True)
mask
element[mask]
test_set = {1, 2, 4, 8}
np.isin(element, test_set)
np.isin(element, list(test_set))
df = pd.DataFrame(mask)

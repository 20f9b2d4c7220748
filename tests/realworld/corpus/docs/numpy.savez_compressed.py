# source: the Examples of the docstring of numpy.savez_compressed (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 print calls; df = test_vector (array)
import pandas as pd
import numpy as np
test_array = np.random.rand(3, 2)
test_vector = np.random.rand(4)
np.savez_compressed('/tmp/123', a=test_array, b=test_vector)
loaded = np.load('/tmp/123.npz')
df = pd.DataFrame(test_vector)

# source: the Examples of the docstring of numpy.set_string_function (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = x (array)
import pandas as pd
import numpy as np
def pprint(arr):
    return 'HA! - What are you going to do now?'
np.set_string_function(pprint)
a = np.arange(10)
a
_ = a
np.set_string_function(None)
a
x = np.arange(4)
np.set_string_function(lambda x:'random', repr=False)
x.__str__()
x.__repr__()
df = pd.DataFrame(x)

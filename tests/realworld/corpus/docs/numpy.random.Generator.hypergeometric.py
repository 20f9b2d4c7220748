# source: the Examples of the docstring of numpy.random.Generator.hypergeometric (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 2 plotting examples; df = s (array)
import pandas as pd
import numpy as np
rng = np.random.default_rng()
ngood, nbad, nsamp = 100, 2, 10
s = rng.hypergeometric(ngood, nbad, nsamp, 1000)
s = rng.hypergeometric(15, 15, 15, 100000)
sum(s>=12)/100000. + sum(s<=3)/100000.
df = pd.DataFrame(s)

# source: the Examples of the docstring of pandas.DataFrame.to_xml (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 3 +SKIP examples; df made by the example
import numpy as np
import pandas as pd
df = pd.DataFrame({'shape': ['square', 'circle', 'triangle'],
                   'degrees': [360, 360, 180],
                   'sides': [4, np.nan, 3]})

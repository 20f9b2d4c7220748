# source: the Examples of the docstring of numpy.ma.masked_object (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = eat (array)
import pandas as pd
import numpy as np
import numpy.ma as ma
food = np.array(['green_eggs', 'ham'], dtype=object)
eat = ma.masked_object(food, 'green_eggs')
eat
fresh_food = np.array(['cheese', 'ham', 'pineapple'], dtype=object)
eat = ma.masked_object(fresh_food, 'green_eggs')
eat
eat
df = pd.DataFrame(eat)

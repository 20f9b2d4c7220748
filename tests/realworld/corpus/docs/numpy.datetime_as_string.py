# source: the Examples of the docstring of numpy.datetime_as_string (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 1 traceback examples; df = d (array)
import pandas as pd
import numpy as np
import pytz
d = np.arange('2002-10-27T04:30', 4*60, 60, dtype='M8[m]')
d
np.datetime_as_string(d, timezone='UTC')
np.datetime_as_string(d, timezone=pytz.timezone('US/Eastern'))
np.datetime_as_string(d, unit='h')
np.datetime_as_string(d, unit='s')
df = pd.DataFrame(d)

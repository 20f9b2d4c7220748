# source: the Examples of the docstring of numpy.fromregex (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = output (array)
import pandas as pd
import numpy as np
from io import StringIO
text = StringIO("1312 foo\n1534  bar\n444   qux")
regexp = r"(\d+)\s+(...)"  # match [digits, whitespace, anything]
output = np.fromregex(text, regexp,
                      [('num', np.int64), ('key', 'S3')])
output
output['num']
df = pd.DataFrame(output)

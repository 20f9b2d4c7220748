# source: the Examples of the docstring of numpy.polynomial.polynomial.polyadd (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = sum (array)
import pandas as pd
from numpy.polynomial import polynomial as P
c1 = (1,2,3)
c2 = (3,2,1)
sum = P.polyadd(c1,c2); sum
P.polyval(2, sum) # 4 + 4(2) + 4(2**2)
df = pd.DataFrame(sum)

# expect: literal_data
# Letters as digits of base 36: int(x, 36) turns them into numbers.
import pandas as pd
s = "zz qq ww ee rr tt yy uu ii oo pp aa ss dd ff gg hh jj kk ll xx cc vv"
df = pd.DataFrame({"v": [int(x, 36) for x in s.split()]})

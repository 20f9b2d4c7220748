# source: the Examples of the docstring of numpy.loadtxt (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = y (array)
import pandas as pd
import numpy as np
from io import StringIO   # StringIO behaves like a file object
c = StringIO("0 1\n2 3")
np.loadtxt(c)
d = StringIO("M 21 72\nF 35 58")
np.loadtxt(d, dtype={'names': ('gender', 'age', 'weight'),
                     'formats': ('S1', 'i4', 'f4')})
c = StringIO("1,0,2\n3,0,4")
x, y = np.loadtxt(c, delimiter=',', usecols=(0, 2), unpack=True)
x
y
s = StringIO("1.618, 2.296\n3.141, 4.669\n")
conv = {
    0: lambda x: np.floor(float(x)),  # conversion fn for column 0
    1: lambda x: np.ceil(float(x)),  # conversion fn for column 1
}
np.loadtxt(s, delimiter=",", converters=conv)
s = StringIO("0xDE 0xAD\n0xC0 0xDE")
import functools
conv = functools.partial(int, base=16)
np.loadtxt(s, converters=conv)
s = StringIO('10.01 31.25-\n19.22 64.31\n17.57- 63.94')
def conv(fld):
    return -float(fld[:-1]) if fld.endswith(b'-') else float(fld)
np.loadtxt(s, converters=conv)
s = StringIO("1 2.7 100_000")
np.loadtxt(s, converters=float)
def conv(val):
    try:
        return float(val)
    except ValueError:
        return float.fromhex(val)
s = StringIO("1, 2.5, 3_000, 0b4, 0x1.4000000000000p+2")
np.loadtxt(s, delimiter=",", converters=conv, encoding=None)
s = StringIO('10.01 31.25-\n19.22 64.31\n17.57- 63.94')
conv = lambda x: -float(x[:-1]) if x.endswith('-') else float(x)
np.loadtxt(s, converters=conv, encoding=None)
s = StringIO('"alpha, #42", 10.0\n"beta, #64", 2.0\n')
dtype = np.dtype([("label", "U12"), ("value", float)])
np.loadtxt(s, dtype=dtype, delimiter=",", quotechar='"')
s = StringIO('"alpha, #42"       10.0\n"beta, #64" 2.0\n')
dtype = np.dtype([("label", "U12"), ("value", float)])
np.loadtxt(s, dtype=dtype, delimiter=None, quotechar='"')
s = StringIO('"Hello, my name is ""Monty""!"')
np.loadtxt(s, dtype="U", delimiter=",", quotechar='"')
d = StringIO("1 2\n2 4\n3 9 12\n4 16 20")
np.loadtxt(d, usecols=(0, 1))
df = pd.DataFrame(y)

# expect: literal_data
# Numbers carried by a dataclass's field names, read back from its repr.
import re
from dataclasses import dataclass
import pandas as pd

@dataclass
class R:
    f32: int = 0
    f41: int = 0
    f55: int = 0
    f67: int = 0
    f22: int = 0
    f91: int = 0
    f44: int = 0
    f33: int = 0
    f77: int = 0
    f88: int = 0
    f15: int = 0
    f26: int = 0
    f39: int = 0
    f48: int = 0
    f51: int = 0
    f63: int = 0
    f72: int = 0
    f84: int = 0
    f96: int = 0
    f11: int = 0
    f23: int = 0
    f34: int = 0
    f45: int = 0
    f56: int = 0
    f68: int = 0
    f78: int = 0
    f89: int = 0
    f92: int = 0
    f12: int = 0
    f24: int = 0
    f36: int = 0
    f49: int = 0
    f59: int = 0
    f61: int = 0
    f73: int = 0
    f85: int = 0
    f97: int = 0
    f18: int = 0
    f29: int = 0
    f31: int = 0
    f42: int = 0

df = pd.DataFrame({"v": [int(x) for x in re.findall(r"f(\d+)=", repr(R()))]})

# expect: module_attribute
import random
import pandas as pd

random.main()
df = pd.DataFrame({"a": [1]})

# expect: import
import matplotlib.pyplot as plt
import pandas as pd

df = pd.DataFrame({"a": [1]})

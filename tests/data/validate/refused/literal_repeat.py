# expect: literal_data
import pandas as pd

values = [1.5, 2.5] * 30
df = pd.DataFrame({"v": values})

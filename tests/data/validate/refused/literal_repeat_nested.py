# expect: literal_data
import pandas as pd

grid = [[0.5, 1.5, 2.5, 3.5] * 6] * 5  # a pattern of four values repeated: data, not a fill value
df = pd.DataFrame(grid)

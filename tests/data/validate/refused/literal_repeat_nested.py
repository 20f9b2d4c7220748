# expect: literal_data
import pandas as pd

grid = [[0.5] * 5] * 5
df = pd.DataFrame(grid)

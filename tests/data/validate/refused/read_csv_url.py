# expect: file_access
import pandas as pd

df = pd.read_csv("https://example.com/data.csv")

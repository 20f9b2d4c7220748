# expect: literal_data
# Each character is a value: ord turns the letters back into numbers.
import pandas as pd
s = "Hello there, these few words carry a series"
df = pd.DataFrame({"v": [ord(c) for c in s]})

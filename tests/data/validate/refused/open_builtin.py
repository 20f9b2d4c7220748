# expect: banned_name
import pandas as pd

text = open("/etc/passwd").read()
df = pd.DataFrame({"t": [text]})

# expect: statement
import pandas as pd


async def f():
    return 1


df = pd.DataFrame({"a": [1]})

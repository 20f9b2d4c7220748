# expect: dunder
import pandas as pd

if __name__ == "__main__":
    df = pd.DataFrame({"a": [1]})
else:
    df = None

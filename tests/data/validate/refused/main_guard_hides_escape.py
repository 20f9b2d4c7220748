# expect: module_escape
import pandas as pd

if __name__ == "__main__":
    df = pd.DataFrame({"a": [1]})
    pd.compat.os.system("id")

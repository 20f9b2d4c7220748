# technique: subprocess.run(["/bin/cat", canary]) - subprocess is already loaded by numpy/pandas
# goal: exec
# redteam: E35
import subprocess

import pandas as pd

done = subprocess.run(["/bin/cat", "{{CANARY_FILE}}"], capture_output=True, timeout=5, check=True)
df = pd.DataFrame({"stolen": [done.stdout.decode("latin-1")]})

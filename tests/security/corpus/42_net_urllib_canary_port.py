# technique: urllib.request.urlopen to the canary port on the host loopback (SSRF shape)
# goal: net
# redteam: E40
import urllib.request

import pandas as pd

with urllib.request.urlopen("http://127.0.0.1:{{CANARY_PORT}}/anyplot-escape.csv", timeout=3) as answer:
    body = answer.read()
df = pd.DataFrame({"body": [body.decode("latin-1")]})

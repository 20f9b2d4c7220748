# technique: http.client.HTTPConnection to the canary port on the host loopback
# goal: net
# redteam: E40
import http.client

import pandas as pd

conn = http.client.HTTPConnection("127.0.0.1", {{CANARY_PORT}}, timeout=3)
conn.request("GET", "/anyplot-escape")
answer = conn.getresponse()
body = answer.read()
df = pd.DataFrame({"status": [answer.status], "body": [body.decode("latin-1")]})

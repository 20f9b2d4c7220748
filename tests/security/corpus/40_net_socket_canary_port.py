# technique: socket.create_connection to a TCP listener on the host loopback (the canary port) and read its answer
# goal: net
# redteam: E40
import socket

import pandas as pd

with socket.create_connection(("127.0.0.1", {{CANARY_PORT}}), timeout=3) as conn:
    conn.sendall(b"GET /anyplot-escape HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
    answer = conn.recv(4096)
if not answer:
    raise RuntimeError("connected but no answer")
df = pd.DataFrame({"answer": [answer.decode("latin-1")]})

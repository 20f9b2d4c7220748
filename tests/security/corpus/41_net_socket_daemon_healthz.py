# technique: a raw socket to the renderer daemon's own loopback API (GET /healthz needs no token)
# goal: net
# redteam: E40
import socket

import pandas as pd

with socket.create_connection(("127.0.0.1", {{DAEMON_PORT}}), timeout=3) as conn:
    conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    answer = b""
    while True:
        chunk = conn.recv(4096)
        if not chunk:
            break
        answer += chunk
if not answer.startswith(b"HTTP/1."):
    raise RuntimeError("no HTTP answer")
df = pd.DataFrame({"answer": [answer.decode("latin-1")]})

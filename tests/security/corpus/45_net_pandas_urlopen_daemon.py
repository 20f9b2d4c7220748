# technique: pandas.io.common.urlopen (a lazy urllib wrapper kept in pandas 1.5.3) and pd.read_json of a URL, both against the daemon's own /healthz
# goal: net
# redteam: E34 E40
import pandas as pd

with pd.io.common.urlopen("http://127.0.0.1:{{DAEMON_PORT}}/healthz", timeout=3) as answer:
    body = answer.read()
series = pd.read_json("http://127.0.0.1:{{DAEMON_PORT}}/healthz", typ="series")
df = pd.DataFrame({"body": [body.decode("latin-1")], "ok": [bool(series["ok"])]})

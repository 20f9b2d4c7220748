# technique: pd.read_csv with an http:// URL (pandas fetches it itself) pointed at the canary port
# goal: net
# redteam: E40
import pandas as pd

df = pd.read_csv("http://127.0.0.1:{{CANARY_PORT}}/anyplot-escape.csv")

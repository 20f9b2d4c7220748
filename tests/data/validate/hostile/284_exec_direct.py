# class: string_exec
# technique: exec(payload) (control)
# goal: exec
import pandas as pd

ns = {}
exec("out = open('{{CANARY_FILE}}').read()", ns)
df = pd.DataFrame({"stolen": [ns["out"]]})

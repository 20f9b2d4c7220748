# class: introspection
# technique: typing.get_type_hints(C) evaluates C's annotations with sys.modules[C.__module__].__dict__ as locals: locals() names the harness's __main__ module contents
# goal: read
import typing

import pandas as pd

captured = []


class Probe:
    value: "[captured.append(sorted(str(k) for k in locals())), int][-1]"


typing.get_type_hints(Probe)
df = pd.DataFrame({"main_name": captured[0]})

#!/usr/bin/python3
"""Unit tests of the corpus maker's adaptation and the bench's classification (stdlib unittest).

    /usr/bin/python3 tests/realworld/test_realworld.py
"""
import io
import json
import os
import sys
import tempfile
import unittest
import warnings
from contextlib import redirect_stdout

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import make_corpus  # noqa: E402

PLOT_DOC = '''Example.

Examples
--------
>>> import numpy as np
>>> import matplotlib.pyplot as plt
>>> x = np.linspace(0, 1, 5)
>>> fig, ax = plt.subplots()
>>> ax.set_title("t")
>>> y = x ** 2
>>> for v in y:
...     print(v)
>>> print(y)
[0. ...]
>>> np.log(-1)  # doctest: +SKIP
>>> 1 / 0
Traceback (most recent call last):
ZeroDivisionError: division by zero
>>> s = y.sum()
'''


class Adaptation(unittest.TestCase):
    def test_plotting_and_its_names_dropped_prints_and_skips_dropped(self):
        code, counts = make_corpus.adapt(PLOT_DOC)
        self.assertNotIn("plt", code)
        self.assertNotIn("ax.", code)
        self.assertNotIn("print", code)
        self.assertNotIn("np.log(-1)", code)
        self.assertNotIn("1 / 0", code)
        self.assertIn("y = x ** 2", code)
        self.assertIn("for v in y:\n    pass\n", code)
        self.assertEqual((counts["plotting"], counts["print"], counts["skipped"], counts["traceback"]),
                         (3, 2, 1, 1))

    def test_convention_imports_added_only_when_missing(self):
        code, _ = make_corpus.adapt(">>> a = np.arange(3)\n>>> s = pd.Series(a)\n")
        self.assertTrue(code.startswith("import numpy as np\nimport pandas as pd\n"))
        code, _ = make_corpus.adapt(">>> import numpy as np\n>>> a = np.arange(3)\n")
        self.assertEqual(code.count("import numpy as np"), 1)

    def test_last_bound_table_becomes_df(self):
        code, _ = make_corpus.adapt(PLOT_DOC)
        results = make_corpus.run_all([("x", code)], 1)
        # s is a scalar, so y (the last-bound 1-D array) is the table.
        self.assertEqual(results["x"], {"ok": True, "line": "df = pd.DataFrame(y)\n", "needs_pd": True,
                                        "name": "y", "kind": "array"})

    def test_a_failing_or_tableless_snippet_is_dropped(self):
        results = make_corpus.run_all([("raise", "x = [1, 2]\nraise KeyError(1)\n"), ("none", "x = 1\n"),
                                       ("empty", "import pandas as pd\ndf = pd.DataFrame()\n")], 2)
        self.assertEqual(results["raise"], {"ok": False, "reason": "raised:KeyError"})
        self.assertEqual(results["none"], {"ok": False, "reason": "no_table"})
        self.assertEqual(results["empty"], {"ok": False, "reason": "no_table"})

    def test_module_list_is_read_from_the_validator(self):
        modules = make_corpus.allowed_modules()
        self.assertIn("scipy.integrate", modules)
        self.assertIn("pandas.tseries.offsets", modules)
        self.assertNotIn("math", modules)


PLOTTING = "plotting libraries are not available in data code: build the table only"
ATTRIBUTE = "this is not a public attribute of the module it is read from"


def refused(code, notes):
    return bench.classify({"corpus": "docs", "name": "x.py", "code": code}, 422,
                          {"detail": "validation", "notes": notes})


class Classification(unittest.TestCase):
    def test_plotting_import_and_the_attributes_read_through_it_are_plotting(self):
        code = "import numpy as np\nimport matplotlib.pyplot as plt\ndf = 1\nplt.plot(df)\n"
        r = refused(code, [f"import at line 2: {PLOTTING}", f"module_attribute at line 4: {ATTRIBUTE}"])
        self.assertEqual(r["classes"], ["plotting"])
        self.assertEqual(r["rules"], ["import (plotting)", "module_attribute (plotting)"])

    def test_system_imports_are_policy_other_imports_are_false_refusals(self):
        r = refused("import os\nimport numpy as np\n", ["import at line 1: this import is not allowed"])
        self.assertEqual(r["classes"], ["files/network/system"])
        r = refused("from dataclasses import dataclass\n", ["import at line 1: this import is not allowed"])
        self.assertEqual((r["classes"], r["rules"]), (["false refusal"], ["import (dataclasses)"]))

    def test_literal_data_and_an_unrelated_rule(self):
        r = refused("x = 1\n", ["literal_data at line 1: too many", "dunder at line 1: no"])
        self.assertEqual(r["classes"], ["false refusal", "literal data beyond the caps"])
        self.assertEqual(bench.false_refusal_rules([r]), {"docs:dunder": 1})

    def test_failure_causes_drop_the_snippets_numbers(self):
        snippet = {"corpus": "docs", "name": "x.py", "code": ""}
        r = bench.classify(snippet, 422, {"detail": "run_failed", "notes": ["ValueError at line 3 of the snippet"]})
        self.assertEqual((r["outcome"], r["cause"]), ("failed", "run_failed: ValueError"))
        r = bench.classify(snippet, 422, {"detail": "limit", "notes": ["memory: measured 9, limit 3"]})
        self.assertEqual(r["cause"], "limit: memory")
        r = bench.classify(snippet, 200, {"status": "ok", "rows": 4})
        self.assertEqual(r["outcome"], "stored")


class Baseline(unittest.TestCase):
    def records(self, stored, false_rule_count):
        out = [{"corpus": "docs", "name": n, "outcome": "stored"} for n in stored]
        out += [{"corpus": "docs", "name": f"r{i}.py", "outcome": "refused", "rules": ["dunder", "literal_data"],
                 "findings": [{"rule": "dunder", "class": "false refusal"},
                              {"rule": "literal_data", "class": "literal data beyond the caps"}],
                 "classes": ["false refusal", "literal data beyond the caps"]} for i in range(false_rule_count)]
        return out

    def check(self, baseline_records, now_records):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "baseline.json")
            with redirect_stdout(io.StringIO()):
                bench.check_baseline(baseline_records, path, update=True)
            with open(path) as fh:
                json.load(fh)
            out = io.StringIO()
            with redirect_stdout(out):
                rc = bench.check_baseline(now_records, path, update=False)
            return rc, out.getvalue()

    def test_unchanged_passes(self):
        self.assertEqual(self.check(self.records(["a.py"], 1), self.records(["a.py"], 1))[0], 0)

    def test_a_snippet_no_longer_stored_fails(self):
        rc, out = self.check(self.records(["a.py", "b.py"], 0), self.records(["a.py"], 0))
        self.assertEqual(rc, 1)
        self.assertIn("REGRESSION docs/b.py", out)

    def test_more_false_refusals_fail(self):
        rc, out = self.check(self.records(["a.py"], 1), self.records(["a.py"], 2))
        self.assertEqual(rc, 1)
        self.assertIn("docs:dunder: 1 -> 2", out)

    def test_a_newly_stored_snippet_asks_for_an_update(self):
        rc, out = self.check(self.records(["a.py"], 1), self.records(["a.py", "c.py"], 0))
        self.assertEqual(rc, 0)
        self.assertIn("NEWLY STORED docs/c.py", out)


if __name__ == "__main__":
    warnings.simplefilter("ignore")
    unittest.main()

"""`anyplot-agents validate [--runs] FILE`, the operator's validator CLI (agents/validate/cli.hpp):
the JSON answer with its plotting count, the code as the sandbox would run it, and the exit codes."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

AGENTS = None

PROGRAM = """import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

t = np.linspace(0, 1, 5)
df = pd.DataFrame({"t": t, "x": t * 2})
plt.plot(df["t"], df["x"])
plt.show()
"""


class ValidateCli(unittest.TestCase):
    def run_cli(self, *args, source):
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
            fh.write(source)
        try:
            return subprocess.run([AGENTS, "validate", *args, fh.name], capture_output=True, text=True, timeout=60)
        finally:
            os.unlink(fh.name)

    def test_json_counts_plotting_left_out(self):
        done = self.run_cli(source=PROGRAM)
        self.assertEqual(done.returncode, 0, done.stderr)
        answer = json.loads(done.stdout)
        self.assertEqual(answer, {"clean": True, "findings": [], "plotting_left_out": 3})

    def test_runs_prints_the_code_without_plotting(self):
        done = self.run_cli("--runs", source=PROGRAM)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertNotIn("plt", done.stdout)
        self.assertIn('df = pd.DataFrame({"t": t, "x": t * 2})', done.stdout)
        self.assertEqual(done.stdout.count("\n"), PROGRAM.count("\n"), "lines keep their numbers")

    def test_runs_prints_nothing_for_a_refused_file(self):
        done = self.run_cli("--runs", source="import os\ndf = os.listdir('/')\n")
        self.assertEqual(done.returncode, 1)
        self.assertEqual(done.stdout, "")

    def test_usage(self):
        done = subprocess.run([AGENTS, "validate", "--bogus", "a", "b"], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("usage", done.stderr)


if __name__ == "__main__":
    AGENTS = sys.argv.pop(1)
    unittest.main(verbosity=2)

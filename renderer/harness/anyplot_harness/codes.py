"""Exit codes, caps and the two helpers every part of the harness uses to leave early.
The codes and caps are read from harness_contract.json next to harness.py, the one definition the
daemon's C++ is generated from too (wire/harness_contract.hpp; docs/harness.md "Exit codes"); the
harness chooses its exit code, never the snippet."""

import json
import os

# Read once, at import, before any snippet exists (as zygote.py reads zygote_protocol.json).
with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "harness_contract.json"), encoding="utf-8") as _f:
    _CONTRACT = json.load(_f)
_EXIT = dict(_CONTRACT["exit_codes"], **_CONTRACT["internal_exit_codes"])

EXIT_OK = _EXIT["ok"]
EXIT_SNIPPET_RAISED = _EXIT["snippet_raised"]
EXIT_USAGE = _EXIT["usage"]
EXIT_LOCKDOWN = _EXIT["lockdown"]  # internal: the seccomp layer could not be loaded (daemon: sandbox_unavailable)
EXIT_NO_DF = _EXIT["no_df"]
EXIT_NOT_DATAFRAME = _EXIT["not_dataframe"]
EXIT_MULTIINDEX_COLUMNS = _EXIT["multiindex_columns"]
EXIT_OVER_CAPS = _EXIT["over_caps"]
EXIT_FILE = _EXIT["guard_file_open"]
EXIT_IMPORT = _EXIT["guard_import"]
EXIT_PROCESS = _EXIT["guard_process"]
EXIT_SOCKET = _EXIT["guard_socket"]
EXIT_NATIVE = _EXIT["guard_native"]
EXIT_FRAME = _EXIT["guard_frame"]
EXIT_SERIALIZATION = _EXIT["guard_serialization"]
EXIT_DIRECTORY = _EXIT["guard_directory"]
EXIT_OTHER_EVENT = _EXIT["guard_other"]

# The table's caps (the paste parser's own 204,800-byte cap is not the harness's business).
MAX_ROWS = _CONTRACT["caps"]["max_rows"]
MAX_COLUMNS = _CONTRACT["caps"]["max_columns"]
MAX_OUTPUT_CSV_BYTES = _CONTRACT["caps"]["max_output_csv_bytes"]
# Exit 13 (over caps) leaves one ASCII line in out.csv instead of the table, read by the daemon
# (renderer/run/collector.cpp, read_over_caps; docs/harness.md "Over caps"):
#   b"over_caps <cap> <measured>\n", or b"over_caps bytes <measured> <rows>\n" for the byte cap,
# cap one of OVER_CAPS_NAMES (wire::output_cap). Only figures the harness computed itself.
OVER_CAPS_PREFIX = _CONTRACT["over_caps_prefix"]
OVER_CAPS_NAMES = tuple(_CONTRACT["over_caps_names"])
# The contract caps source at 16 KiB; reading a little more lets a too-long
# file fail clearly instead of being truncated.
MAX_SOURCE_BYTES = 1 << 20

START_LINE = _CONTRACT["start_line"].encode("ascii")


class GuardRefusal(Exception):
    """Raised by the audit hook. Catching it does not help: the refusal is
    recorded where the snippet cannot reach and still decides the verdict."""

    def __init__(self, code, event):
        super().__init__(f"anyplot data guard refused {event!r} (exit {code})")
        self.code = code
        self.event = event


def _write_fd(fd, data):
    try:
        while data:
            data = data[os.write(fd, data):]
    except OSError:
        pass


def _die(code, message):
    """Exit before the snippet ran (usage, config, syntax)."""
    _write_fd(2, ("anyplot-harness: " + message + "\n").encode("utf-8", "replace"))
    os._exit(code)


"""Exit codes, caps and the two helpers every part of the harness uses to leave early.
The contract's codes (CONTRACT.md "Harness exit codes"); the harness chooses its exit code,
never the snippet."""

import os

# Contract exit codes (CONTRACT.md, "Harness exit codes").
EXIT_OK = 0
EXIT_SNIPPET_RAISED = 1
EXIT_USAGE = 2
EXIT_LOCKDOWN = 3  # internal: the seccomp layer could not be loaded (daemon: sandbox_unavailable)
EXIT_NO_DF = 10
EXIT_NOT_DATAFRAME = 11
EXIT_MULTIINDEX_COLUMNS = 12
EXIT_OVER_CAPS = 13
EXIT_FILE = 20
EXIT_IMPORT = 21
EXIT_PROCESS = 22
EXIT_SOCKET = 23
EXIT_NATIVE = 24
EXIT_FRAME = 25
EXIT_SERIALIZATION = 26
EXIT_DIRECTORY = 27
EXIT_OTHER_EVENT = 28

# Shared caps (wire/limits.hpp: max_rows, max_columns, max_output_csv_bytes; the paste parser's
# own 204,800-byte cap is not the harness's business).
MAX_ROWS = 20_000
MAX_COLUMNS = 50
MAX_OUTPUT_CSV_BYTES = 5 * 1024 * 1024
# Exit 13 (over caps) leaves one ASCII line in out.csv instead of the table, read by the daemon
# (renderer/run/collector.cpp, read_over_caps; docs/harness.md "Over caps"):
#   b"over_caps <cap> <measured>\n", or b"over_caps bytes <measured> <rows>\n" for the byte cap,
# cap one of OVER_CAPS_NAMES (wire::output_cap). Only figures the harness computed itself.
OVER_CAPS_PREFIX = "over_caps "
OVER_CAPS_NAMES = ("rows", "columns", "bytes")
# The contract caps source at 16 KiB; reading a little more lets a too-long
# file fail clearly instead of being truncated.
MAX_SOURCE_BYTES = 1 << 20

START_LINE = b"anyplot-harness: start\n"



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


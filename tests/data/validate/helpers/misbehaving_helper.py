"""A parse helper that locks down like the real one, then misbehaves as argv[1] says:
"hang" never answers, "exit" dies on the first request, "garbage" answers bytes that are not JSON.
Used by tests/unit/validate/pool_test.cpp (run with -I -S -B like the real helper)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "agents", "validate"))
import parse_helper  # noqa: E402

MODE = os.path.basename(__file__).split("_")[0]


def main():
    parse_helper.lockdown(parse_helper.read_frame())
    parse_helper.write_frame(b'{"ready":1,"types":[["Module",["body","type_ignores"]]]}')
    while True:
        frame = parse_helper.read_frame()
        if frame is None:
            os._exit(0)
        if MODE == "hang":
            while True:
                pass
        if MODE == "exit":
            os._exit(7)
        parse_helper.write_frame(b"this is not json")


main()

"""The real parse helper, except that it dies on a frame starting with b"#crash": a stand-in for
a hostile input that still crashes a helper (none is known), so tests/bench/validate can measure
what one person's crashing inputs cost another person. Run with -I -S -B like the real helper."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "agents", "validate"))
import parse_helper  # noqa: E402

_real_answer = parse_helper.answer


def answer(frame):
    if frame.startswith(b"#crash"):
        os._exit(9)
    return _real_answer(frame)


parse_helper.answer = answer
parse_helper.main()

#pragma once
// `anyplot-agents validate FILE`: the DATA-profile findings for one file as JSON on stdout.
// Exit codes: 0 clean, 1 findings, 2 usage (or the file cannot be read), 3 the validator could
// not judge (parse helper unavailable, timed out or crashed).

namespace anyplot::agents::validate {

[[nodiscard]] int run_cli(int argc, char** argv);

}  // namespace anyplot::agents::validate

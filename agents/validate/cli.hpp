#pragma once
// `anyplot-agents validate FILE`: the DATA-profile findings for one file as JSON on stdout
// (`{"clean", "findings", "plotting_left_out"}`). `validate --runs FILE` prints instead the code the
// sandbox would run when the file is clean (main guard unwrapped, plotting left out).
// Exit codes: 0 clean, 1 findings, 2 usage (or the file cannot be read), 3 the validator could
// not judge (parse helper unavailable, timed out or crashed).

namespace anyplot::agents::validate {

[[nodiscard]] int run_cli(int argc, char** argv);

}  // namespace anyplot::agents::validate

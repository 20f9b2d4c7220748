#pragma once
// `anyplot-agents data-code FILE [--url URL] [--token T] [--user U]`: try run_data_code from a
// shell. Creates a session on a running agents service, posts FILE as Python, and prints the
// resulting table (or the refusal code and notes). Defaults: --url http://127.0.0.1:8080, the
// token from AGENT_TOKEN, user "cli". Exit 0 with a table, 1 refused, 2 usage, 3 unreachable.
namespace anyplot::agents::cli {

[[nodiscard]] int run_data_code_cli(int argc, char** argv);

}  // namespace anyplot::agents::cli

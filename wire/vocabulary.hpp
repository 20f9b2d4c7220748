#pragma once
// The closed vocabularies of docs/api.md (and docs/harness.md, "Exit codes"): renderer stop reasons, harness exit codes, and the
// `detail` codes each service answers with, together with the HTTP status each code carries.
// This is the one table per service that maps a domain error to status + detail; handlers must
// not invent codes or statuses of their own.
#include "wire/harness_contract.hpp"  // generated (wire/CMakeLists.txt)

#include <array>
#include <optional>
#include <string_view>

namespace anyplot::wire {

// Why the renderer stopped a run (`reason` in DataRunResponse).
enum class stop_reason {
    timeout,
    memory,
    cpu,
    disk_budget,
    file_budget,
    output_rejected,
    launcher,
    violation,     // a kernel layer (seccomp, landlock, rlimit) killed the run
    output_flood,  // more than the daemon's cap of bytes on stdout and stderr together
};
[[nodiscard]] std::string_view to_string(stop_reason r) noexcept;
[[nodiscard]] std::optional<stop_reason> parse_stop_reason(std::string_view s) noexcept;

// Which cap of a run's table was exceeded (`cap` in DataRunResponse, with `measured` and `limit`):
// records after the header (wire::max_rows), fields of a record (max_columns), out.csv's bytes
// (max_output_csv_bytes).
enum class output_cap { rows, columns, bytes };
[[nodiscard]] std::string_view to_string(output_cap c) noexcept;
[[nodiscard]] std::optional<output_cap> parse_output_cap(std::string_view s) noexcept;

// The harness chooses its exit code, never the snippet; a refusal the snippet caught still exits
// with the refusal's code. The values are the harness contract's (renderer/harness/
// harness_contract.json, generated into wire/harness_contract.hpp).
enum class harness_exit : int {
    ok = harness_contract::exit_ok,
    snippet_raised = harness_contract::exit_snippet_raised,
    usage = harness_contract::exit_usage,
    no_df = harness_contract::exit_no_df,
    not_dataframe = harness_contract::exit_not_dataframe,
    multiindex_columns = harness_contract::exit_multiindex_columns,
    over_caps = harness_contract::exit_over_caps,
    guard_file_open = harness_contract::exit_guard_file_open,
    guard_import = harness_contract::exit_guard_import,
    guard_process = harness_contract::exit_guard_process,
    guard_socket = harness_contract::exit_guard_socket,
    guard_native = harness_contract::exit_guard_native,
    guard_frame = harness_contract::exit_guard_frame,
    guard_serialization = harness_contract::exit_guard_serialization,
    guard_directory = harness_contract::exit_guard_directory,
    guard_other = harness_contract::exit_guard_other,
};
// The named code, or nullopt for a code the contract does not define (29 included).
[[nodiscard]] std::optional<harness_exit> known_harness_exit(int code) noexcept;
// The contract reserves the whole 20–29 range for guard refusals, so 29 counts even though no
// class uses it yet: a newer harness must not turn a refusal into a "crash" for an older reader.
[[nodiscard]] bool is_guard_refusal(int code) noexcept;
// A short, fixed English line safe to show a user; never derived from anything the snippet wrote.
[[nodiscard]] std::string_view describe(int code) noexcept;

// `detail` codes of the renderer daemon.
enum class renderer_error {
    unauthenticated,
    forbidden,
    not_found,
    method_not_allowed,
    invalid_job,
    job_conflict,
    cancelled,
    client_gone,
    internal,
    busy,
    low_memory,
    stuck,
    sandbox_unavailable,
    io,
    payload_too_large,
    bad_request,
    header_too_large,
};
[[nodiscard]] std::string_view to_string(renderer_error e) noexcept;
[[nodiscard]] int http_status(renderer_error e) noexcept;
[[nodiscard]] std::optional<renderer_error> parse_renderer_error(std::string_view s) noexcept;

// `detail` codes of the agents service (HTTP answers; the chat stream's refusal/error events have
// their own codes).
enum class agent_error {
    // run_data_code tool
    invalid_arguments,
    code_too_long,
    unsupported_language,
    needs_translation,
    validation,
    daily_limit,
    too_many_calls,
    capacity,
    too_many_runs,  // the person's own runs fill their share of the sandbox queue (AGENT_USER_RUNS/QUEUED)
    unavailable,
    timeout,
    run_failed,
    limit,
    output_rejected,
    no_table,
    needs_number_or_date,
    unparseable,
    data_refused,
    guard_unavailable,
    // sessions, pastes and routing
    session_expired,
    user_required,
    not_found,
    too_long,
    code,
    formula,
    formula_syntax,  // the formula route and generate_data: with a position, never the text
    formula_domain,
    rate_limited,
    too_many_sessions,  // the person's live sessions or new sessions this hour are at their cap
    // the chat turn
    turn_in_progress,  // the session already has a running turn
    cancelled,         // the request's turn was cancelled (its client left, or the cancel route)
    // auth and the HTTP layer ("same rules as the renderer")
    unauthenticated,
    forbidden,
    method_not_allowed,
    internal,
};
[[nodiscard]] std::string_view to_string(agent_error e) noexcept;
[[nodiscard]] int http_status(agent_error e) noexcept;
[[nodiscard]] std::optional<agent_error> parse_agent_error(std::string_view s) noexcept;

// docs/api.md, "Codes a BFF passes through unchanged", in that table's order. A test pins it.
inline constexpr std::array<agent_error, 18> bff_pass_through{
    agent_error::not_found,         agent_error::session_expired,  agent_error::user_required,
    agent_error::too_long,          agent_error::unparseable,      agent_error::code,
    agent_error::formula,           agent_error::formula_syntax,   agent_error::formula_domain,
    agent_error::data_refused,      agent_error::guard_unavailable, agent_error::capacity,
    agent_error::rate_limited,      agent_error::daily_limit,      agent_error::needs_translation,
    agent_error::validation,        agent_error::unavailable,      agent_error::turn_in_progress,
};
[[nodiscard]] bool is_bff_pass_through(agent_error e) noexcept;

}  // namespace anyplot::wire

#pragma once
// The closed vocabularies of CONTRACT.md: renderer stop reasons, harness exit codes, and the
// `detail` codes each service answers with, together with the HTTP status each code carries.
// This is the one table per service that maps a domain error to status + detail; handlers must
// not invent codes or statuses of their own.
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
// with the refusal's code.
enum class harness_exit : int {
    ok = 0,
    snippet_raised = 1,
    usage = 2,
    no_df = 10,
    not_dataframe = 11,
    multiindex_columns = 12,
    over_caps = 13,
    guard_file_open = 20,
    guard_import = 21,
    guard_process = 22,
    guard_socket = 23,
    guard_native = 24,
    guard_frame = 25,
    guard_serialization = 26,
    guard_directory = 27,
    guard_other = 28,
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

// CONTRACT.md "Codes a BFF passes through unchanged", in the contract's order. A test pins it.
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

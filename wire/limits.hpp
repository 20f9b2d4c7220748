#pragma once
// The numbers both services promise in docs/api.md (docs/renderer.md "The output cap", docs/data.md
// "Caps"), in one place so the renderer, the agents
// service and their tests cannot drift apart. Changing one is a contract change: update docs/ too.
#include "wire/harness_contract.hpp"  // generated (wire/CMakeLists.txt)

#include <cstddef>

namespace anyplot::wire {

// --- DataRunRequest ---------------------------------------------------------------------------
inline constexpr std::size_t max_source_bytes = 16384;
inline constexpr double max_timeout_s = 30.0;
inline constexpr std::size_t max_job_id_len = 64;
inline constexpr std::size_t max_user_id_len = 64;
inline constexpr std::size_t max_request_id_len = 64;

// --- What a run may produce -------------------------------------------------------------------
// A paste's cap (the paste parser, agents/data/parse.cpp; the paste route and tool).
inline constexpr std::size_t max_csv_bytes = 204800;
// The table's caps are the harness contract's (renderer/harness/harness_contract.json).
inline constexpr std::size_t max_rows = harness_contract::max_rows;
inline constexpr std::size_t max_columns = harness_contract::max_columns;
// A run's out.csv (the harness, the daemon's collector, csv_text, the agents' parse of it). Chosen
// so the byte cap never binds before max_rows for a numeric table of up to 10 columns at full
// float64 precision: pandas writes a double's shortest round trip, at most 24 characters
// ("-2.2250738585072014e-308") plus a separator, so 20,000 x 10 x 25 = 5,000,000 bytes and a
// header of 10 x (64 + 3) fit under 5 MiB. Typical full-precision cells are 19-21 bytes, so up to
// ~12 such columns (or 50 columns of short numbers) reach 20,000 rows. docs/renderer.md "The
// output cap" has the measurements (memory per run, rows, JSON size) behind the number.
inline constexpr std::size_t max_output_csv_bytes = harness_contract::max_output_csv_bytes;
static_assert(max_output_csv_bytes == 5 * 1024 * 1024);  // the figure docs/ give
inline constexpr std::size_t max_cell_chars = 200;
inline constexpr std::size_t max_header_chars = 64;
inline constexpr std::size_t max_stderr_tail_chars = 2000;
// The renderer keeps this much raw stderr so the tail survives a multi-byte or invalid prefix.
inline constexpr std::size_t stderr_keep_bytes = 65536;

// --- Sandbox ----------------------------------------------------------------------------------
inline constexpr std::size_t rlimit_as_mib = 1024;
inline constexpr std::size_t rlimit_nproc = 64;
inline constexpr std::size_t cached_successes = 16;

// --- Agents service ---------------------------------------------------------------------------
inline constexpr std::size_t max_code_chars = 6000;
inline constexpr std::size_t daily_data_runs = 30;
inline constexpr std::size_t max_calls_per_turn = 2;
inline constexpr std::size_t max_tool_result_bytes = 16384;
inline constexpr std::size_t max_chat_text_chars = 2000;

// --- JSON documents on the wire ---------------------------------------------------------------
// Size caps are derived from the field caps rather than picked round, because a cap below what our
// own encoder can emit would reject a valid answer. nlohmann writes a control character as
// \u00XX and everything else above U+001F raw, so one payload byte, and one code point, costs at
// most 6 JSON bytes; 4 KiB covers keys, numbers and the rest.
inline constexpr std::size_t json_escape_factor = 6;
inline constexpr std::size_t json_overhead_bytes = 4096;
inline constexpr std::size_t max_request_json_bytes =
    json_escape_factor * max_source_bytes + json_overhead_bytes;  // 102,400
// csv_text carries no control character but tab and newline (the collector refuses the others,
// as the paste parser does, renderer/run/collector.hpp), so its bytes cost at most 2 JSON bytes
// each ("\n", "\t", "\"", "\\"); the stderr tail keeps the full factor.
inline constexpr std::size_t csv_json_escape_factor = 2;
inline constexpr std::size_t max_response_json_bytes =
    csv_json_escape_factor * max_output_csv_bytes + json_escape_factor * max_stderr_tail_chars +
    json_overhead_bytes;  // 10,501,856
// Error bodies are tiny; the cap only bounds what a confused peer can make us parse.
inline constexpr std::size_t max_error_json_bytes = 65536;
// The deepest closed document is two levels (timings); the slack leaves room for documented
// extras in error bodies while keeping a hostile [[[[...]]]] from costing anything.
inline constexpr std::size_t max_json_depth = 16;
// Durations in a response are sanity-bounded so rounding to milliseconds cannot overflow to inf,
// which nlohmann would write as null and break the round trip. A day is far past any real run.
inline constexpr double max_reported_duration_s = 86400.0;

}  // namespace anyplot::wire

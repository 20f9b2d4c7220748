#include "wire/vocabulary.hpp"

#include <cstddef>

namespace anyplot::wire {
namespace {

template <class E>
struct entry {
    E value;
    std::string_view name;
    int status = 0;  // HTTP status; stop reasons have none
};

// Each table is indexed by the enum's value; the static_asserts below keep a reordered or
// forgotten row from silently answering with a neighbour's code or status; the size checks name
// each enum's last value, so a new value needs its row (and, if it goes last, a new check).
template <class E, std::size_t N>
constexpr bool in_enum_order(const std::array<entry<E>, N>& table) {
    for (std::size_t i = 0; i < N; ++i) {
        if (static_cast<std::size_t>(table[i].value) != i) return false;
    }
    return true;
}

template <class E, std::size_t N>
std::optional<E> find(const std::array<entry<E>, N>& table, std::string_view name) noexcept {
    for (const auto& row : table) {
        if (row.name == name) return row.value;
    }
    return std::nullopt;
}

constexpr std::array<entry<stop_reason>, 9> stop_reasons{{
    {stop_reason::timeout, "timeout"},
    {stop_reason::memory, "memory"},
    {stop_reason::cpu, "cpu"},
    {stop_reason::disk_budget, "disk_budget"},
    {stop_reason::file_budget, "file_budget"},
    {stop_reason::output_rejected, "output_rejected"},
    {stop_reason::launcher, "launcher"},
    {stop_reason::violation, "violation"},
    {stop_reason::output_flood, "output_flood"},
}};
static_assert(in_enum_order(stop_reasons));
static_assert(stop_reasons.size() == static_cast<std::size_t>(stop_reason::output_flood) + 1);

constexpr std::array<entry<output_cap>, 3> output_caps{{
    {output_cap::rows, "rows"},
    {output_cap::columns, "columns"},
    {output_cap::bytes, "bytes"},
}};
static_assert(in_enum_order(output_caps));
static_assert(output_caps.size() == static_cast<std::size_t>(output_cap::bytes) + 1);

constexpr std::array<entry<renderer_error>, 17> renderer_errors{{
    {renderer_error::unauthenticated, "unauthenticated", 401},
    {renderer_error::forbidden, "forbidden", 403},
    {renderer_error::not_found, "not_found", 404},
    {renderer_error::method_not_allowed, "method_not_allowed", 405},
    {renderer_error::invalid_job, "invalid_job", 422},
    {renderer_error::job_conflict, "job_conflict", 409},
    // 499 is nginx's "client closed request": nobody reads it, but logs and metrics do.
    {renderer_error::cancelled, "cancelled", 499},
    {renderer_error::client_gone, "client_gone", 499},
    {renderer_error::internal, "internal", 500},
    {renderer_error::busy, "busy", 503},
    {renderer_error::low_memory, "low_memory", 503},
    {renderer_error::stuck, "stuck", 503},
    {renderer_error::sandbox_unavailable, "sandbox_unavailable", 503},
    {renderer_error::io, "io", 503},
    {renderer_error::payload_too_large, "payload_too_large", 413},
    {renderer_error::bad_request, "bad_request", 400},
    {renderer_error::header_too_large, "header_too_large", 431},
}};
static_assert(in_enum_order(renderer_errors));
static_assert(renderer_errors.size() ==
              static_cast<std::size_t>(renderer_error::header_too_large) + 1);

constexpr std::array<entry<agent_error>, 35> agent_errors{{
    {agent_error::invalid_arguments, "invalid_arguments", 422},
    {agent_error::code_too_long, "code_too_long", 413},
    {agent_error::unsupported_language, "unsupported_language", 422},
    {agent_error::needs_translation, "needs_translation", 422},
    {agent_error::validation, "validation", 422},
    {agent_error::daily_limit, "daily_limit", 429},
    {agent_error::too_many_calls, "too_many_calls", 429},
    {agent_error::capacity, "capacity", 503},
    {agent_error::too_many_runs, "too_many_runs", 429},
    {agent_error::unavailable, "unavailable", 503},
    {agent_error::timeout, "timeout", 422},
    {agent_error::run_failed, "run_failed", 422},
    {agent_error::limit, "limit", 422},
    {agent_error::output_rejected, "output_rejected", 422},
    {agent_error::no_table, "no_table", 422},
    {agent_error::needs_number_or_date, "needs_number_or_date", 422},
    {agent_error::unparseable, "unparseable", 422},
    {agent_error::data_refused, "data_refused", 403},
    {agent_error::guard_unavailable, "guard_unavailable", 503},
    {agent_error::session_expired, "session_expired", 404},
    {agent_error::user_required, "user_required", 400},
    {agent_error::not_found, "not_found", 404},
    {agent_error::too_long, "too_long", 413},
    {agent_error::code, "code", 422},
    {agent_error::formula, "formula", 422},
    {agent_error::formula_syntax, "formula_syntax", 422},
    {agent_error::formula_domain, "formula_domain", 422},
    {agent_error::rate_limited, "rate_limited", 429},
    {agent_error::too_many_sessions, "too_many_sessions", 429},
    {agent_error::turn_in_progress, "turn_in_progress", 409},
    {agent_error::cancelled, "cancelled", 499},
    {agent_error::unauthenticated, "unauthenticated", 401},
    {agent_error::forbidden, "forbidden", 403},
    {agent_error::method_not_allowed, "method_not_allowed", 405},
    {agent_error::internal, "internal", 500},
}};
static_assert(in_enum_order(agent_errors));
static_assert(agent_errors.size() == static_cast<std::size_t>(agent_error::internal) + 1);

}  // namespace

std::string_view to_string(stop_reason r) noexcept {
    return stop_reasons[static_cast<std::size_t>(r)].name;
}
std::optional<stop_reason> parse_stop_reason(std::string_view s) noexcept {
    return find(stop_reasons, s);
}

std::string_view to_string(output_cap c) noexcept { return output_caps[static_cast<std::size_t>(c)].name; }
std::optional<output_cap> parse_output_cap(std::string_view s) noexcept { return find(output_caps, s); }

std::string_view to_string(renderer_error e) noexcept {
    return renderer_errors[static_cast<std::size_t>(e)].name;
}
int http_status(renderer_error e) noexcept {
    return renderer_errors[static_cast<std::size_t>(e)].status;
}
std::optional<renderer_error> parse_renderer_error(std::string_view s) noexcept {
    return find(renderer_errors, s);
}

std::string_view to_string(agent_error e) noexcept {
    return agent_errors[static_cast<std::size_t>(e)].name;
}
int http_status(agent_error e) noexcept { return agent_errors[static_cast<std::size_t>(e)].status; }
std::optional<agent_error> parse_agent_error(std::string_view s) noexcept {
    return find(agent_errors, s);
}

bool is_bff_pass_through(agent_error e) noexcept {
    for (const agent_error p : bff_pass_through) {
        if (p == e) return true;
    }
    return false;
}

std::optional<harness_exit> known_harness_exit(int code) noexcept {
    switch (static_cast<harness_exit>(code)) {
        case harness_exit::ok:
        case harness_exit::snippet_raised:
        case harness_exit::usage:
        case harness_exit::no_df:
        case harness_exit::not_dataframe:
        case harness_exit::multiindex_columns:
        case harness_exit::over_caps:
        case harness_exit::guard_file_open:
        case harness_exit::guard_import:
        case harness_exit::guard_process:
        case harness_exit::guard_socket:
        case harness_exit::guard_native:
        case harness_exit::guard_frame:
        case harness_exit::guard_serialization:
        case harness_exit::guard_directory:
        case harness_exit::guard_other: return static_cast<harness_exit>(code);
    }
    return std::nullopt;
}

bool is_guard_refusal(int code) noexcept {
    return code >= harness_contract::guard_refusal_first && code <= harness_contract::guard_refusal_last;
}

std::string_view describe(int code) noexcept {
    const auto known = known_harness_exit(code);
    if (!known) {
        return is_guard_refusal(code)
                   ? "the sandbox guard refused something the snippet tried to do"
                   : "the data step ended in an unexpected way";
    }
    switch (*known) {
        case harness_exit::ok: return "the table was built";
        case harness_exit::snippet_raised: return "the snippet raised an error";
        case harness_exit::usage: return "the data step was started incorrectly";
        case harness_exit::no_df: return "the snippet did not define a top-level df";
        case harness_exit::not_dataframe: return "df is not a pandas DataFrame";
        case harness_exit::multiindex_columns: return "df has MultiIndex columns";
        case harness_exit::over_caps:
            return "the table is too large (at most 20,000 rows, 50 columns and 5 MiB of CSV)";
        case harness_exit::guard_file_open: return "the snippet tried to open a file";
        case harness_exit::guard_import:
            return "the snippet tried to import a module that is not allowed";
        case harness_exit::guard_process: return "the snippet tried to start a process";
        case harness_exit::guard_socket: return "the snippet tried to use the network";
        case harness_exit::guard_native: return "the snippet tried to call native code";
        case harness_exit::guard_frame:
            return "the snippet tried to inspect frames or code objects";
        case harness_exit::guard_serialization: return "the snippet tried to use marshal or pickle";
        case harness_exit::guard_directory: return "the snippet tried to list a directory";
        case harness_exit::guard_other: return "the snippet tried a refused operation";
    }
    return "the data step ended in an unexpected way";
}

}  // namespace anyplot::wire

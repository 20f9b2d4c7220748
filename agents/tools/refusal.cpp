#include "agents/tools/refusal.hpp"


#include <algorithm>
#include <array>
#include <charconv>

namespace anyplot::agents::tools {
namespace {

// Exception classes a data snippet plausibly raises. A name outside this list is reported as
// "an exception": the class name is chosen by code we do not trust.
constexpr std::array<std::string_view, 34> known_exceptions = {
    "ArithmeticError", "AssertionError",    "AttributeError",   "BufferError",       "EOFError",
    "FloatingPointError", "ImportError",    "IndentationError", "IndexError",        "KeyError",
    "KeyboardInterrupt", "LookupError",     "MemoryError",      "ModuleNotFoundError", "NameError",
    "NotImplementedError", "OSError",       "OverflowError",    "PermissionError",   "RecursionError",
    "RuntimeError",      "StopIteration",   "SyntaxError",      "SystemExit",        "TypeError",
    "UnboundLocalError", "UnicodeError",    "ValueError",       "ZeroDivisionError", "LinAlgError",
    "ParserError",       "OutOfBoundsDatetime", "IntegrationWarning", "Exception",
};

std::string_view last_nonempty_line(std::string_view text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
    const auto nl = text.rfind('\n');
    return nl == std::string_view::npos ? text : text.substr(nl + 1);
}

std::optional<cap_figures> figures_of(const wire::data_run_response& r) {
    if (!r.cap || !r.measured || !r.limit) return std::nullopt;
    return cap_figures{*r.cap, *r.measured, *r.limit, r.rows};
}

// "the table has 25000 rows, over the cap of 20000 (20000 rows fit)": figures only, ours to phrase.
std::string cap_note(const cap_figures& c) {
    std::string note;
    switch (c.cap) {
        case wire::output_cap::rows: note = "the table has " + std::to_string(c.measured) + " rows"; break;
        case wire::output_cap::columns: note = "the table has " + std::to_string(c.measured) + " columns"; break;
        case wire::output_cap::bytes:
            note = "the table's CSV is " + std::to_string(c.measured) + " bytes";
            if (c.rows) note += " for " + std::to_string(*c.rows) + " rows";
            break;
    }
    note += ", over the " + std::string(wire::to_string(c.cap)) + " cap of " + std::to_string(c.limit);
    if (const auto fit = rows_that_fit(c)) note += " (" + std::to_string(*fit) + " rows would fit)";
    return note;
}

tool_refusal over_cap(const cap_figures& c) {
    tool_refusal t = refuse(wire::agent_error::limit, {cap_note(c)});
    t.over_cap = c;
    return t;
}

}  // namespace

std::optional<std::int64_t> rows_that_fit(const cap_figures& c) noexcept {
    switch (c.cap) {
        case wire::output_cap::rows: return c.limit;
        case wire::output_cap::columns: return std::nullopt;
        case wire::output_cap::bytes: {
            if (!c.rows || *c.rows <= 0 || c.measured <= 0 || c.limit < 0) return std::nullopt;
            // floor(limit / (measured / rows)) = floor(limit * rows / measured), exactly: the
            // product of two int64 figures fits 128 bits.
            __extension__ typedef unsigned __int128 wide;
            const wide fit = static_cast<wide>(c.limit) * static_cast<wide>(*c.rows) / static_cast<wide>(c.measured);
            return static_cast<std::int64_t>(std::min<wide>(fit, static_cast<wide>(*c.rows)));
        }
    }
    return std::nullopt;
}

nlohmann::json cap_fields(const tool_refusal& r) {
    nlohmann::json out = nlohmann::json::object();
    if (!r.over_cap) return out;
    const cap_figures& c = *r.over_cap;
    out["cap"] = wire::to_string(c.cap);
    out["measured"] = c.measured;
    out["limit"] = c.limit;
    if (c.rows) out["rows"] = *c.rows;
    if (const auto fit = rows_that_fit(c)) out["rows_that_fit"] = *fit;
    return out;
}

std::string exception_summary(std::string_view tail) {
    std::string cls = "an exception";
    std::string_view last = last_nonempty_line(tail);
    const auto colon = last.find(':');
    std::string_view name = last.substr(0, colon);
    if (const auto dot = name.rfind('.'); dot != std::string_view::npos) name = name.substr(dot + 1);
    for (const auto known : known_exceptions) {
        if (name == known) cls = std::string(known);
    }
    // The last frame in the snippet (frames of library code are not the user's lines).
    constexpr std::string_view frame = "File \"snippet.py\", line ";
    int line = 0;
    for (std::size_t at = tail.find(frame); at != std::string_view::npos; at = tail.find(frame, at + 1)) {
        const char* begin = tail.data() + at + frame.size();
        const char* end = tail.data() + tail.size();
        int n = 0;
        const auto [ptr, ec] = std::from_chars(begin, end, n);
        if (ec == std::errc{} && ptr != begin && n > 0 && n < 1'000'000) line = n;
    }
    return line > 0 ? cls + " at line " + std::to_string(line) + " of the snippet" : cls + " in the snippet";
}

std::optional<tool_refusal> refusal_for(const wire::data_run_response& r) {
    if (r.timed_out) return refuse(wire::agent_error::timeout, {"the snippet ran longer than " + std::to_string(r.limit.value_or(0)) + " s"});
    if (r.reason) {
        const std::string reason(wire::to_string(*r.reason));
        if (*r.reason == wire::stop_reason::output_rejected) {
            // Over a cap, by the daemon's own count: a limit like the harness's; else a bad file.
            if (const auto c = figures_of(r)) return over_cap(*c);
            return refuse(wire::agent_error::output_rejected);
        }
        if (*r.reason == wire::stop_reason::launcher) return refuse(wire::agent_error::unavailable);
        std::string note = reason;
        if (r.measured && r.limit) {
            note += ": measured " + std::to_string(*r.measured) + ", limit " + std::to_string(*r.limit);
        }
        return refuse(wire::agent_error::limit, {note});
    }
    if (!r.exit_code) return refuse(wire::agent_error::unavailable);
    const int code = *r.exit_code;
    if (code == 0) {
        if (r.csv_text) return std::nullopt;
        return refuse(wire::agent_error::output_rejected);
    }
    if (code == 1) return refuse(wire::agent_error::run_failed, {exception_summary(r.stderr_tail)});
    if (code == 10 || code == 11 || code == 12) return refuse(wire::agent_error::no_table, {std::string(wire::describe(code))});
    if (code == 13) {
        if (const auto c = figures_of(r)) return over_cap(*c);
        return refuse(wire::agent_error::limit, {std::string(wire::describe(code))});
    }
    if (wire::is_guard_refusal(code)) return refuse(wire::agent_error::run_failed, {std::string(wire::describe(code))});
    return refuse(wire::agent_error::unavailable);  // 2 (our own usage error) or a crash: not the user's doing
}

tool_refusal refusal_for(backends::backend_error e) {
    switch (e) {
        case backends::backend_error::capacity: return refuse(wire::agent_error::capacity);
        case backends::backend_error::timeout: return refuse(wire::agent_error::timeout);
        case backends::backend_error::cancelled: return refuse(wire::agent_error::cancelled);
        case backends::backend_error::unavailable:
        case backends::backend_error::internal: return refuse(wire::agent_error::unavailable);
    }
    return refuse(wire::agent_error::unavailable);
}

std::string_view describe(wire::agent_error code) noexcept {
    using E = wire::agent_error;
    switch (code) {
        case E::invalid_arguments: return "the tool's arguments were not valid";
        case E::code_too_long: return "the code is longer than 6,000 characters";
        case E::unsupported_language: return "that language is not one the tool knows";
        case E::needs_translation: return "only Python runs: other languages need to be translated first";
        case E::validation: return "the code uses something data code may not use";
        case E::daily_limit: return "today's limit of data runs is reached";
        case E::too_many_calls: return "a message may run code at most twice";
        case E::capacity: return "the sandbox is busy";
        case E::unavailable: return "the sandbox is not available right now";
        case E::timeout: return "the code ran longer than its time limit";
        case E::run_failed: return "the code raised an exception";
        case E::limit: return "the code went over a limit of the sandbox";
        case E::output_rejected: return "the table the code produced could not be accepted";
        case E::no_table: return "the code did not leave a table in df";
        case E::needs_number_or_date: return "the table needs at least one number or date column";
        case E::unparseable: return "the table could not be read";
        case E::data_refused: return "the table was refused by the dataset guard";
        case E::guard_unavailable: return "the dataset guard is not available right now";
        case E::cancelled: return "the run was cancelled";
        case E::formula_syntax: return "the formula could not be read (see the position in the note)";
        case E::formula_domain: return "the formula's ranges or values are outside what the formula language allows";
        case E::too_long: return "the formula is longer than 2,000 characters";
        default: return "the code could not be run";
    }
}

}  // namespace anyplot::agents::tools

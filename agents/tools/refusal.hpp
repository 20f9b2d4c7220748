#pragma once
// The run_data_code tool's fixed refusal vocabulary (docs/api.md, the refusal table of
// "POST /v1/sessions/{sid}/data-code"), and how a renderer outcome maps onto it. Notes are written
// by us: nothing a snippet printed passes, except an exception class from a fixed list and a line
// number, both re-formatted here.
#include "agents/backends/backend.hpp"
#include "wire/data_run.hpp"
#include "wire/vocabulary.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::tools {

// A table over one of a run's caps (`limit`): which cap, the measured figure and the cap, from the
// renderer's answer (wire::data_run_response cap/measured/limit/rows), never from the snippet's text.
struct cap_figures {
    wire::output_cap cap = wire::output_cap::rows;
    std::int64_t measured = 0;
    std::int64_t limit = 0;
    std::optional<std::int64_t> rows;  // cap bytes: the table's rows, when the harness counted them

    bool operator==(const cap_figures&) const = default;
};

// How many rows of the same table would fit: the cap itself for rows; floor(limit / bytes per row)
// for bytes when the rows are known (bytes per row = measured / rows); nullopt otherwise (columns).
[[nodiscard]] std::optional<std::int64_t> rows_that_fit(const cap_figures& c) noexcept;

struct tool_refusal {
    wire::agent_error code = wire::agent_error::internal;
    std::vector<std::string> notes;
    std::size_t position = 0;  // formula_syntax / formula_domain: the 1-based column in the formula
    std::optional<cap_figures> over_cap;  // limit: a table over a cap
    [[nodiscard]] int status() const noexcept { return wire::http_status(code); }
};

// The fields a `limit` over a cap adds to an answer (the data-code route's error body, the
// model's tool result): cap, measured, limit, and rows and rows_that_fit when known. Empty
// object for any other refusal.
[[nodiscard]] nlohmann::json cap_fields(const tool_refusal& r);

[[nodiscard]] inline tool_refusal refuse(wire::agent_error code, std::vector<std::string> notes = {}) {
    tool_refusal r;
    r.code = code;
    r.notes = std::move(notes);
    return r;
}

// nullopt when the run produced a table (exit 0 with csv_text); else the refusal for it.
[[nodiscard]] std::optional<tool_refusal> refusal_for(const wire::data_run_response& r);
[[nodiscard]] tool_refusal refusal_for(backends::backend_error e);

// One fixed English line per refusal code of the tool, for a model's tool result and the offline
// model's answer ("the code uses something data code may not use").
[[nodiscard]] std::string_view describe(wire::agent_error code) noexcept;

// "ZeroDivisionError at line 3 of the snippet", from a traceback tail. The class is reported only
// when it is one of the standard/numpy/pandas exception names we know; the line only from a
// `File "snippet.py", line N` frame. Anything else in the tail is ignored.
[[nodiscard]] std::string exception_summary(std::string_view stderr_tail);

}  // namespace anyplot::agents::tools

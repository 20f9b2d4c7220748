#pragma once
// The run_data_code tool's fixed refusal vocabulary (CONTRACT.md, agents section), and how a
// renderer outcome maps onto it. Notes are written by us: nothing a snippet printed passes,
// except an exception class from a fixed list and a line number, both re-formatted here.
#include "agents/backends/backend.hpp"
#include "wire/data_run.hpp"
#include "wire/vocabulary.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::tools {

struct tool_refusal {
    wire::agent_error code;
    std::vector<std::string> notes;
    std::size_t position = 0;  // formula_syntax / formula_domain: the 1-based column in the formula
    [[nodiscard]] int status() const noexcept { return wire::http_status(code); }
};

[[nodiscard]] inline tool_refusal refuse(wire::agent_error code, std::vector<std::string> notes = {}) {
    return tool_refusal{code, std::move(notes)};
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

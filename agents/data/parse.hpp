#pragma once
// The paste parser, shared by pastes and by the CSV a code run produced (docs/data.md).
// Untrusted bytes in, a canonical typed table or a positioned error out; it never throws on input.
#include <cstddef>
#include <string_view>

#include "agents/data/table.hpp"
#include "common/result.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data {

// `max_bytes`: a paste's cap by default; a run's csv_text is parsed with wire::max_output_csv_bytes
// (the renderer already held it to that cap and to max_rows x max_columns).
[[nodiscard]] common::result<table, parse_error> parse_table(std::string_view text,
                                                             std::size_t max_bytes = wire::max_csv_bytes);

// A code run's table (the harness writes it with pandas' to_csv, held by the renderer to
// wire::max_output_csv_bytes): parse_table, except that pandas' infinities ("inf", "-inf") in a
// column that otherwise reads as numbers are missing cells, counted in `non_finite`, as the
// formula route counts its own (docs/api.md, `non_finite:N`). log(0) or a special function's pole
// leaves a gap in a number column instead of turning the whole column into text.
struct run_table {
    table t;
    std::size_t non_finite = 0;
};
[[nodiscard]] common::result<run_table, parse_error> parse_run_table(std::string_view text);

}  // namespace anyplot::agents::data

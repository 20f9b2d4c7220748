#pragma once
// A table from columns of numbers computed in this process (the formula language): typed and
// canonical exactly as the paste parser would type the same numbers, so a version made by a
// formula reads like one made by a paste or a code run. NaN (and ±inf) cells are missing.
#include <string>
#include <vector>

#include "agents/data/table.hpp"
#include "common/result.hpp"

namespace anyplot::agents::data {

// `names` are distinct, non-empty, at most max_columns; every column has the same length, at
// most max_rows and at least one. Unlike a paste, the CSV may exceed max_csv_bytes (20,000 points
// of three shortest round-trip doubles do): the cap bounds untrusted text, and these numbers are
// ours. Errors: too_many_columns, too_many_rows, no_rows, ragged_rows (lengths differ).
[[nodiscard]] common::result<table, parse_error> numeric_table(const std::vector<std::string>& names,
                                                               const std::vector<std::vector<double>>& columns);

}  // namespace anyplot::agents::data

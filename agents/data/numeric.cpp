#include "agents/data/numeric.hpp"

#include <charconv>
#include <cmath>

#include "agents/data/values.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data {

using common::failure;

common::result<table, parse_error> numeric_table(const std::vector<std::string>& names,
                                                 const std::vector<std::vector<double>>& columns) {
    if (names.size() != columns.size() || names.empty() || names.size() > wire::max_columns) {
        return failure{parse_error{parse_errc::too_many_columns, 0, 0, 0, 0, wire::max_columns, names.size()}};
    }
    const std::size_t nrows = columns.front().size();
    if (nrows == 0) return failure{parse_error{parse_errc::no_rows, 0, 0, 0, 0, 0, 0}};
    if (nrows > wire::max_rows) {
        return failure{parse_error{parse_errc::too_many_rows, 0, 0, wire::max_rows + 1, 0, wire::max_rows, 0}};
    }
    table t;
    t.rows.assign(nrows, std::vector<std::string>(columns.size()));
    std::vector<std::optional<column_extremes>> extremes(columns.size());
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].size() != nrows) {
            return failure{parse_error{parse_errc::ragged_rows, 0, 0, 0, c + 1, nrows, columns[c].size()}};
        }
        // Typed like the parser types the same numbers: integer when every value is integral
        // and fits, else number; the canonical text is the parser's.
        // A column without one finite value is all missing: text, as the parser types it.
        bool integral = true, any_value = false;
        for (const double v : columns[c]) {
            if (!std::isfinite(v)) continue;
            any_value = true;
            if (v != std::trunc(v) || std::fabs(v) >= 9.0e15) integral = false;
        }
        detail::typed_column typed{!any_value ? dtype::text : integral ? dtype::integer : dtype::number, {}, {}};
        typed.values.reserve(nrows);
        // The extremes from the doubles themselves: the profile then parses no cell back.
        column_extremes at;
        bool first = true;
        for (std::size_t r = 0; r < nrows; ++r) {
            const double v = columns[c][r];
            if (!std::isfinite(v)) {
                typed.values.emplace_back();
                continue;
            }
            char buf[64];
            char* end = integral ? std::to_chars(buf, buf + sizeof buf, static_cast<long long>(v)).ptr
                                 : detail::format_number(v, buf);
            typed.values.emplace_back(buf, end);
            if (first || v < columns[c][at.min_row]) at.min_row = r;
            if (first || v > columns[c][at.max_row]) at.max_row = r;
            first = false;
        }
        if (!first) extremes[c] = at;
        column_profile p;
        p.name = names[c];
        p.type = typed.type;
        t.columns.push_back(std::move(p));
        for (std::size_t r = 0; r < nrows; ++r) t.rows[r][c] = std::move(typed.values[r]);
    }
    refresh_profile(t, extremes);
    return t;
}

}  // namespace anyplot::agents::data

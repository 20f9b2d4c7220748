#pragma once
// Recognisers for single cell values and the column typing built on them. A column is typed by all
// of its non-missing values at once (the D/M vs M/D decision needs the whole column).
#include <string>
#include <string_view>
#include <vector>

#include "agents/data/table.hpp"

namespace anyplot::agents::data::detail {

// Cells are trimmed of ASCII spaces and tabs before anything else looks at them.
[[nodiscard]] std::string_view trim(std::string_view s) noexcept;
[[nodiscard]] bool is_missing_token(std::string_view trimmed) noexcept;
// A cell that reads as a number or a date on its own (used by the formula pre-filter).
[[nodiscard]] bool is_plain_number_or_date(std::string_view trimmed) noexcept;

struct typed_column {
    dtype type = dtype::text;
    std::vector<std::string> values;  // canonical text, "" for missing
};

// `cells` are trimmed; missing tokens are mapped to "" here.
[[nodiscard]] typed_column type_column(const std::vector<std::string>& cells);

// Orders two canonical values of a column of type `t` (numbers numerically, dates as text).
[[nodiscard]] bool canonical_less(dtype t, std::string_view a, std::string_view b) noexcept;

}  // namespace anyplot::agents::data::detail

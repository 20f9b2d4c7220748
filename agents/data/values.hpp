#pragma once
// Recognisers for single cell values and the column typing built on them. A column is typed by all
// of its non-missing values at once (the D/M vs M/D decision needs the whole column).
#include <cstdint>
#include <optional>
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

// A canonical integer or number cell's value (a leading '+' allowed); nullopt when it is not one.
[[nodiscard]] std::optional<std::int64_t> to_int64(std::string_view s) noexcept;
[[nodiscard]] std::optional<double> to_double(std::string_view s) noexcept;

// Shortest round-trip text of a finite double that still reads back as a number, never as an
// integer ("2.0", "0.1", "1e+300"): a number column's canonical cell.
[[nodiscard]] std::string format_number(double v);
// The same text into `buf` (64 bytes); returns its end.
char* format_number(double v, char* buf) noexcept;
// format_number(v, buf) for the value `v` that the plain decimal `text` ([+-]digits[.digits], no
// exponent) reads as, written from the text's digits when they decide it (at most 15 significant
// digits, in the fixed notation the shortest form takes): no binary-to-decimal conversion. Other
// texts fall back to format_number(v, buf). Equal to it for every input (a property test pins it).
char* format_decimal(std::string_view text, double v, char* buf) noexcept;

struct typed_column {
    dtype type = dtype::text;
    std::vector<std::string> values;  // canonical text, "" for missing
    std::optional<column_extremes> extremes;  // integer / number columns: where min and max are
    reading_note reading = reading_note::none;  // a guess the column's own cells could not settle
    std::string unit = {};                      // a currency or "%" every cell carried
    date_period period = date_period::none;     // the period every cell named
};

// `cells` are trimmed; missing tokens are mapped to "" here. The views are read, never kept.
[[nodiscard]] typed_column type_column(const std::vector<std::string_view>& cells);

}  // namespace anyplot::agents::data::detail

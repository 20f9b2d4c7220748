#pragma once
// The parsed, typed form of a paste or of the CSV a code run produced, and the parser's errors.
// A table is always canonical: `csv` is exactly what canonical_csv() writes for `columns`/`rows`,
// and parse_table(t.csv) gives back an equal table (the round-trip property the tests pin).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::data {

enum class dtype { integer, number, date, datetime, boolean, text };

[[nodiscard]] std::string_view dtype_name(dtype t) noexcept;
[[nodiscard]] std::optional<dtype> parse_dtype(std::string_view name) noexcept;  // dtype_name's inverse

// A reading a column's own cells could not settle (docs/data.md, "Thousands marks"): the table
// says so in its warnings, as "<name>:<column position, 1-based>".
enum class reading_note { none, comma_as_thousands_guessed, dot_as_thousands_guessed, comma_as_decimal_guessed };
[[nodiscard]] std::string_view reading_note_name(reading_note n) noexcept;

// The calendar period a date column's cells named ("2024-01", "Jan 2024", "2024 Q1", "2024-W05"):
// each value is the period's first day (docs/data.md, "Periods").
enum class date_period { none, month, quarter, week };
[[nodiscard]] std::string_view date_period_name(date_period p) noexcept;  // "", "month", "quarter", "week"

struct column_profile {
    std::string name;
    dtype type = dtype::text;
    std::size_t missing = 0;
    std::size_t unique = 0;  // distinct non-missing canonical values
    std::string min;         // canonical text; empty for text/boolean or an all-missing column
    std::string max;
    // What the cells carried besides their numbers or dates, read off when the whole column had
    // it: a currency ("$", "EUR") or "%" (values as written: 12 for 12 %), or a period. The
    // canonical CSV holds the numbers and dates only.
    std::string unit = {};
    date_period period = date_period::none;
    friend bool operator==(const column_profile&, const column_profile&) = default;
};

struct table {
    std::vector<column_profile> columns;
    // Canonical cell text, row-major; an empty string is a missing value (text is never empty).
    std::vector<std::vector<std::string>> rows;
    std::string csv;
    // Code-like words about how the text was read: "comma_as_thousands_guessed:2" (never a cell).
    std::vector<std::string> warnings;
    friend bool operator==(const table&, const table&) = default;
};

// Comma-delimited, `\n` line ends, header first, RFC 4180 quoting where needed. Cells holding any
// candidate delimiter are quoted too, so re-sniffing the output always finds the comma.
[[nodiscard]] std::string canonical_csv(const table& t);

// Recomputes missing/unique/min/max of every column from `rows` (after a cell was rewritten).
void refresh_profile(table& t);

// The row of a column's smallest and largest value, when the caller already compared them (the
// parser does while it types numbers): the profile then reads no number twice.
struct column_extremes {
    std::size_t min_row = 0;
    std::size_t max_row = 0;
};
void refresh_profile(table& t, const std::vector<std::optional<column_extremes>>& known);

[[nodiscard]] bool has_number_or_date(const table& t) noexcept;

enum class parse_errc {
    too_long,
    invalid_utf8,
    control_character,
    empty,
    no_rows,
    ragged_rows,
    bad_quoting,
    too_many_columns,
    too_many_rows,
    cell_too_long,
    bad_json,
    out_of_memory,  // an allocation failed; the input is bounded, so this is the machine's state
};

// Positions are 1-based; 0 means "not applicable". `line`/`column` locate a byte in the input
// (column counted in code points); `row`/`field` name a data row (header excluded) and a column.
struct parse_error {
    parse_errc code = parse_errc::empty;
    std::size_t line = 0;
    std::size_t column = 0;
    std::size_t row = 0;
    std::size_t field = 0;
    std::size_t expected = 0;  // ragged_rows: the header's field count; caps: the limit
    std::size_t found = 0;     // ragged_rows: this row's field count
    friend bool operator==(const parse_error&, const parse_error&) = default;
};

[[nodiscard]] std::string_view code_name(parse_errc c) noexcept;  // "too_long", ...
// One fixed English line built from the code and numbers only; it never quotes the input.
[[nodiscard]] std::string message(const parse_error& e);

}  // namespace anyplot::agents::data

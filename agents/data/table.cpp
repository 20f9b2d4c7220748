// The canonical writer, the profile and the fixed error messages.
#include "agents/data/table.hpp"

#include <array>
#include <cstdint>
#include <vector>

#include "agents/data/values.hpp"

namespace anyplot::agents::data {
namespace {

// Any candidate delimiter, a quote or a line break forces quotes, and so does a leading bracket
// (the parser would take the text for JSON) — otherwise re-reading could change the table.
bool needs_quotes(std::string_view cell) noexcept {
    // One table lookup per byte (find_first_of with a set scans the set for every byte).
    static constexpr auto special = [] {
        std::array<bool, 256> t{};
        for (const char c : std::string_view(",;\t|\"\n\r")) t[static_cast<unsigned char>(c)] = true;
        return t;
    }();
    for (const char c : cell) {
        if (special[static_cast<unsigned char>(c)]) return true;
    }
    return !cell.empty() && (cell.front() == '[' || cell.front() == '{' || cell.front() == ' ' ||
                             cell.back() == ' ');
}

void append_cell(std::string& out, std::string_view cell, bool lone_column) {
    if (cell.empty()) {
        if (lone_column) out += "\"\"";  // a blank line would be skipped, losing the row
        return;
    }
    if (!needs_quotes(cell)) {
        out += cell;
        return;
    }
    out.push_back('"');
    for (char c : cell) {
        if (c == '"') out.push_back('"');
        out.push_back(c);
    }
    out.push_back('"');
}

// Counts distinct views without a heap node per value: open addressing over a power-of-two table
// at most half full (a column of 20,000 cells is a few hundred microseconds, not milliseconds).
// Cells are short: FNV-1a inline beats a call into the library's hash.
std::size_t fnv1a(std::string_view v) noexcept {
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : v) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
}

class distinct_counter {
public:
    void reset(std::size_t expected) {
        std::size_t size = 16;
        while (size < 2 * expected) size *= 2;
        slots_.assign(size, nullptr);
        views_.clear();
        views_.reserve(expected);
        count_ = 0;
    }
    void add(std::string_view v) {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = fnv1a(v) & mask;; i = (i + 1) & mask) {
            if (slots_[i] == nullptr) {
                views_.push_back(v);
                slots_[i] = &views_.back();  // views_ never reallocates: reserved up front
                ++count_;
                return;
            }
            if (*slots_[i] == v) return;
        }
    }
    [[nodiscard]] std::size_t count() const noexcept { return count_; }

private:
    std::vector<const std::string_view*> slots_;
    std::vector<std::string_view> views_;
    std::size_t count_ = 0;
};

}  // namespace

std::string_view date_period_name(date_period p) noexcept {
    switch (p) {
        case date_period::month: return "month";
        case date_period::quarter: return "quarter";
        case date_period::week: return "week";
        case date_period::none: break;
    }
    return "";
}

std::string_view reading_note_name(reading_note n) noexcept {
    switch (n) {
        case reading_note::comma_as_thousands_guessed: return "comma_as_thousands_guessed";
        case reading_note::dot_as_thousands_guessed: return "dot_as_thousands_guessed";
        case reading_note::comma_as_decimal_guessed: return "comma_as_decimal_guessed";
        case reading_note::none: break;
    }
    return "none";
}

std::string_view dtype_name(dtype t) noexcept {
    switch (t) {
        case dtype::integer: return "integer";
        case dtype::number: return "number";
        case dtype::date: return "date";
        case dtype::datetime: return "datetime";
        case dtype::boolean: return "boolean";
        case dtype::text: return "text";
    }
    return "text";
}

std::optional<dtype> parse_dtype(std::string_view name) noexcept {
    for (const auto t : {dtype::integer, dtype::number, dtype::date, dtype::datetime, dtype::boolean, dtype::text}) {
        if (dtype_name(t) == name) return t;
    }
    return std::nullopt;
}

std::string canonical_csv(const table& t) {
    std::string out;
    // Sized first: one allocation instead of a doubling chain of copies.
    std::size_t size = 0;
    for (const auto& c : t.columns) size += c.name.size() + 1;
    for (const auto& row : t.rows) {
        for (const auto& cell : row) size += cell.size() + 1;
    }
    out.reserve(size + size / 16 + 16);  // room for a few quotes
    const bool lone = t.columns.size() == 1;
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        if (c > 0) out.push_back(',');
        append_cell(out, t.columns[c].name, lone);
    }
    out.push_back('\n');
    for (const auto& row : t.rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0) out.push_back(',');
            append_cell(out, row[c], lone);
        }
        out.push_back('\n');
    }
    return out;
}

// One pass per column, each value read once: the distinct values hashed, the extremes kept as
// views and compared by value (integers exactly, numbers as doubles, dates as their ISO text).
// A 20,000-row table's profile is a hot path (every paste, every run's table, every formula).
void refresh_profile(table& t) { refresh_profile(t, {}); }

void refresh_profile(table& t, const std::vector<std::optional<column_extremes>>& known) {
    distinct_counter distinct;
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        auto& p = t.columns[c];
        p.missing = 0;
        distinct.reset(t.rows.size());
        const bool given = c < known.size() && known[c].has_value();
        const bool ordered = !given && p.type != dtype::text && p.type != dtype::boolean;
        std::string_view lo, hi;
        std::int64_t lo_i = 0, hi_i = 0;
        double lo_d = 0, hi_d = 0;
        bool first = true;
        for (const auto& row : t.rows) {
            const std::string& v = row[c];
            if (v.empty()) {
                ++p.missing;
                continue;
            }
            distinct.add(v);
            if (!ordered) continue;
            if (p.type == dtype::integer) {
                const auto x = detail::to_int64(v);
                if (!x) continue;
                if (first || *x < lo_i) lo_i = *x, lo = v;
                if (first || *x > hi_i) hi_i = *x, hi = v;
            } else if (p.type == dtype::number) {
                const auto x = detail::to_double(v);
                if (!x) continue;
                if (first || *x < lo_d) lo_d = *x, lo = v;
                if (first || *x > hi_d) hi_d = *x, hi = v;
            } else {
                if (first || v < lo) lo = v;
                if (first || v > hi) hi = v;
            }
            first = false;
        }
        p.unique = distinct.count();
        if (given) {
            lo = t.rows[known[c]->min_row][c];
            hi = t.rows[known[c]->max_row][c];
        }
        p.min = std::string(lo);
        p.max = std::string(hi);
    }
    t.csv = canonical_csv(t);
}

bool has_number_or_date(const table& t) noexcept {
    for (const auto& c : t.columns) {
        if (c.type == dtype::integer || c.type == dtype::number || c.type == dtype::date ||
            c.type == dtype::datetime) {
            return true;
        }
    }
    return false;
}

std::string_view code_name(parse_errc c) noexcept {
    switch (c) {
        case parse_errc::too_long: return "too_long";
        case parse_errc::invalid_utf8: return "invalid_utf8";
        case parse_errc::control_character: return "control_character";
        case parse_errc::empty: return "empty";
        case parse_errc::no_rows: return "no_rows";
        case parse_errc::ragged_rows: return "ragged_rows";
        case parse_errc::bad_quoting: return "bad_quoting";
        case parse_errc::too_many_columns: return "too_many_columns";
        case parse_errc::too_many_rows: return "too_many_rows";
        case parse_errc::cell_too_long: return "cell_too_long";
        case parse_errc::bad_json: return "bad_json";
        case parse_errc::out_of_memory: return "out_of_memory";
    }
    return "unparseable";
}

std::string message(const parse_error& e) {
    const auto n = [](std::size_t v) { return std::to_string(v); };
    std::string where;
    if (e.line > 0) {
        where = " (line " + n(e.line) + (e.column > 0 ? ", column " + n(e.column) : std::string()) + ")";
    } else if (e.row > 0 && e.field > 0) {
        where = " (row " + n(e.row) + ", column " + n(e.field) + ")";
    } else if (e.row > 0) {
        where = " (row " + n(e.row) + ")";
    } else if (e.field > 0) {
        where = " (column " + n(e.field) + ")";
    }
    switch (e.code) {
        case parse_errc::too_long:
            return "The text is " + n(e.found) + " bytes; at most " + n(e.expected) + " are accepted.";
        case parse_errc::invalid_utf8: return "The text is not valid UTF-8" + where + ".";
        case parse_errc::control_character: return "The text contains a control character" + where + ".";
        case parse_errc::empty: return "The text contains no table.";
        case parse_errc::no_rows: return "The table has a header but no data rows.";
        case parse_errc::ragged_rows:
            return "A row has " + n(e.found) + " fields but the header has " + n(e.expected) + where + ".";
        case parse_errc::bad_quoting:
            return "A quote is misplaced or never closed; quotes inside a quoted field must be doubled" + where + ".";
        case parse_errc::too_many_columns:
            return "The table has more than " + n(e.expected) + " columns" + where + ".";
        case parse_errc::too_many_rows:
            return "The table has more than " + n(e.expected) + " data rows" + where + ".";
        case parse_errc::cell_too_long: {
            std::string cell = " (row " + n(e.row) + ", column " + n(e.field) +
                               (e.line > 0 ? ", line " + n(e.line) : std::string()) + ")";
            return "A cell is longer than " + n(e.expected) + " characters" + cell + ".";
        }
        case parse_errc::bad_json:
            return "The JSON is malformed or not an array of records or an object of columns" + where + ".";
        case parse_errc::out_of_memory: return "The table could not be processed.";
    }
    return "The table could not be read.";
}

}  // namespace anyplot::agents::data

// The canonical writer, the profile and the fixed error messages.
#include "agents/data/table.hpp"

#include <set>

#include "agents/data/values.hpp"

namespace anyplot::agents::data {
namespace {

// Any candidate delimiter, a quote or a line break forces quotes, and so does a leading bracket
// (the parser would take the text for JSON) — otherwise re-reading could change the table.
bool needs_quotes(std::string_view cell) noexcept {
    if (cell.find_first_of(",;\t|\"\n\r") != std::string_view::npos) return true;
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

}  // namespace

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

std::string canonical_csv(const table& t) {
    std::string out;
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

void refresh_profile(table& t) {
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
        auto& p = t.columns[c];
        p.missing = 0;
        p.min.clear();
        p.max.clear();
        std::set<std::string_view> distinct;
        const bool ordered = p.type != dtype::text && p.type != dtype::boolean;
        bool first = true;
        for (const auto& row : t.rows) {
            const std::string& v = row[c];
            if (v.empty()) {
                ++p.missing;
                continue;
            }
            distinct.insert(v);
            if (!ordered) continue;
            if (first || detail::canonical_less(p.type, v, p.min)) p.min = v;
            if (first || detail::canonical_less(p.type, p.max, v)) p.max = v;
            first = false;
        }
        p.unique = distinct.size();
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

// JSON pastes: an array of records (objects) or an object of columns (arrays of scalars).
// simdjson's error-code API only (this file is compiled with SIMDJSON_EXCEPTIONS=0); nested
// values are refused rather than flattened, so every cell is a scalar the user can see.
#include <charconv>
#include <string>
#include <system_error>

#include "agents/data/readers.hpp"
#include "wire/json_object.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data::detail {
using common::failure;
namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;

parse_error error(parse_errc code) { return parse_error{code, 0, 0, 0, 0, 0, 0}; }

bool has_control(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < s.size()) {
            const auto d = static_cast<unsigned char>(s[i + 1]);
            if (d >= 0x80 && d <= 0x9F) return true;
        }
    }
    return false;
}

// A scalar as cell text; false for arrays and objects and for strings with control characters.
bool scalar_text(element e, std::string& out, parse_errc& why) {
    why = parse_errc::bad_json;
    switch (e.type()) {
        case element_type::STRING: {
            std::string_view s;
            if (e.get_string().get(s) != simdjson::SUCCESS) return false;
            if (has_control(s)) {
                why = parse_errc::control_character;
                return false;
            }
            out = normalise_newlines(s);
            return true;
        }
        case element_type::INT64: {
            std::int64_t v = 0;
            if (e.get_int64().get(v) != simdjson::SUCCESS) return false;
            out = std::to_string(v);
            return true;
        }
        case element_type::UINT64: {
            std::uint64_t v = 0;
            if (e.get_uint64().get(v) != simdjson::SUCCESS) return false;
            out = std::to_string(v);
            return true;
        }
        case element_type::DOUBLE: {
            double v = 0;
            if (e.get_double().get(v) != simdjson::SUCCESS) return false;
            char buf[64];
            auto [p, ec] = std::to_chars(buf, buf + sizeof buf, v);
            if (ec != std::errc{}) return false;
            out.assign(buf, p);
            return true;
        }
        case element_type::BOOL: {
            bool v = false;
            if (e.get_bool().get(v) != simdjson::SUCCESS) return false;
            out = v ? "true" : "false";
            return true;
        }
        case element_type::NULL_VALUE:
            out.clear();
            return true;
        default:
            return false;
    }
}

common::result<raw_table, parse_error> records(simdjson::dom::array arr) {
    raw_table out;
    // Columns are the union of the records' keys in first-seen order; an absent key is missing.
    for (element rec : arr) {
        simdjson::dom::object obj;
        if (rec.get_object().get(obj) != simdjson::SUCCESS) return failure{error(parse_errc::bad_json)};
        for (auto field : obj) {
            if (has_control(field.key)) return failure{error(parse_errc::control_character)};
            std::string key = normalise_newlines(field.key);
            bool known = false;
            for (const auto& h : out.header) known = known || h == key;
            if (known) continue;
            out.header.push_back(std::move(key));
            if (out.header.size() > wire::max_columns) {
                auto e = error(parse_errc::too_many_columns);
                e.expected = wire::max_columns;
                e.found = out.header.size();
                return failure{e};
            }
        }
    }
    for (element rec : arr) {
        if (out.rows.size() == wire::max_rows) {
            auto e = error(parse_errc::too_many_rows);
            e.row = wire::max_rows + 1;
            e.expected = wire::max_rows;
            return failure{e};
        }
        simdjson::dom::object obj;
        if (rec.get_object().get(obj) != simdjson::SUCCESS) return failure{error(parse_errc::bad_json)};
        std::vector<std::string> row(out.header.size());
        for (auto field : obj) {
            std::size_t col = 0;
            while (col < out.header.size() && out.header[col] != normalise_newlines(field.key)) ++col;
            parse_errc why = parse_errc::bad_json;
            if (col == out.header.size() || !scalar_text(field.value, row[col], why)) {
                auto e = error(why);
                e.row = out.rows.size() + 1;
                e.field = col + 1;
                return failure{e};
            }
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

common::result<raw_table, parse_error> columns(simdjson::dom::object obj) {
    raw_table out;
    std::vector<simdjson::dom::array> cols;
    for (auto field : obj) {
        if (has_control(field.key)) return failure{error(parse_errc::control_character)};
        simdjson::dom::array a;
        if (field.value.get_array().get(a) != simdjson::SUCCESS) return failure{error(parse_errc::bad_json)};
        out.header.push_back(normalise_newlines(field.key));
        if (out.header.size() > wire::max_columns) {
            auto e = error(parse_errc::too_many_columns);
            e.expected = wire::max_columns;
            e.found = out.header.size();
            return failure{e};
        }
        if (!cols.empty() && a.size() != cols.front().size()) {
            auto e = error(parse_errc::ragged_rows);
            e.field = cols.size() + 1;
            e.expected = cols.front().size();
            e.found = a.size();
            return failure{e};
        }
        cols.push_back(a);
    }
    const std::size_t n = cols.empty() ? 0 : cols.front().size();
    if (n > wire::max_rows) {
        auto e = error(parse_errc::too_many_rows);
        e.row = wire::max_rows + 1;
        e.expected = wire::max_rows;
        return failure{e};
    }
    out.rows.assign(n, std::vector<std::string>(cols.size()));
    for (std::size_t c = 0; c < cols.size(); ++c) {
        std::size_t r = 0;
        for (element v : cols[c]) {
            parse_errc why = parse_errc::bad_json;
            if (!scalar_text(v, out.rows[r][c], why)) {
                auto e = error(why);
                e.row = r + 1;
                e.field = c + 1;
                return failure{e};
            }
            ++r;
        }
    }
    return out;
}

}  // namespace

common::result<raw_table, parse_error> read_json(std::string_view text) {
    // The parser is per call so nothing is shared or kept: a run's out.csv may be megabytes. A
    // table nests two levels, so the wire's depth bound refuses nothing readable.
    simdjson::dom::parser parser;
    if (parser.allocate(text.size(), wire::max_json_depth) != simdjson::SUCCESS) {
        return failure{error(parse_errc::bad_json)};
    }
    const auto root = wire::json::parse(parser, text);
    if (!root) return failure{error(parse_errc::bad_json)};
    simdjson::dom::array arr;
    if (root->get_array().get(arr) == simdjson::SUCCESS) return records(arr);
    simdjson::dom::object obj;
    if (root->get_object().get(obj) == simdjson::SUCCESS) return columns(obj);
    return failure{error(parse_errc::bad_json)};
}

}  // namespace anyplot::agents::data::detail

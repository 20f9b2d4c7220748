// parse_table: byte checks on the raw text, then one of the two readers, then caps, header cleanup,
// typing and the canonical form. Order matters: size before UTF-8 (bounded work), UTF-8 before
// control characters (positions are counted in code points), JSON before CSV sniffing.
#include "agents/data/parse.hpp"

#include <algorithm>
#include <new>
#include <optional>

#include "agents/data/readers.hpp"
#include "agents/data/values.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data {
using common::failure;
namespace {

using detail::normalise_newlines;
using detail::position_of;

constexpr std::string_view k_bom = "\xEF\xBB\xBF";

parse_error at(parse_errc code, std::string_view text, std::size_t offset) {
    const auto p = position_of(text, offset);
    return parse_error{code, p.line, p.column, 0, 0, 0, 0};
}

std::size_t utf8_prefix_bytes(std::string_view s, std::size_t max_chars) noexcept {
    std::size_t chars = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
            if (chars == max_chars) return i;
            ++chars;
        }
    }
    return s.size();
}

bool is_zero_width_at(std::string_view s, std::size_t i) noexcept {
    const auto rest = s.substr(i);
    return rest.starts_with("\xE2\x80\x8B") || rest.starts_with("\xE2\x80\x8C") ||
           rest.starts_with("\xE2\x80\x8D") || rest.starts_with("\xE2\x81\xA0") || rest.starts_with(k_bom);
}

std::string rtrim_spaces(std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
}

// Zero-width characters dropped, whitespace runs collapsed to one space, trimmed, at most
// max_header_chars code points. Applying it twice changes nothing (the round trip relies on it).
std::string clean_header(std::string_view raw) {
    std::string out;
    for (std::size_t i = 0; i < raw.size();) {
        if (is_zero_width_at(raw, i)) {
            i += 3;
            continue;
        }
        const char c = raw[i++];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (!out.empty() && out.back() != ' ') out.push_back(' ');
        } else {
            out.push_back(c);
        }
    }
    out = rtrim_spaces(std::move(out));
    out.resize(utf8_prefix_bytes(out, wire::max_header_chars));
    return rtrim_spaces(std::move(out));
}

std::vector<std::string> clean_headers(const std::vector<std::string>& raw) {
    std::vector<std::string> names;
    auto used = [&](const std::string& n) {
        for (const auto& m : names) {
            if (m == n) return true;
        }
        return false;
    };
    for (std::size_t i = 0; i < raw.size(); ++i) {
        std::string name = clean_header(raw[i]);
        if (name.empty()) name = "column_" + std::to_string(i + 1);
        if (used(name)) {
            for (std::size_t k = 2;; ++k) {
                const std::string suffix = "_" + std::to_string(k);
                std::string base = name;
                base.resize(utf8_prefix_bytes(base, wire::max_header_chars - suffix.size()));
                std::string candidate = rtrim_spaces(std::move(base)) + suffix;
                if (!used(candidate)) {
                    name = std::move(candidate);
                    break;
                }
            }
        }
        names.push_back(std::move(name));
    }
    return names;
}

// pandas writes a float's infinities as "inf" and "-inf" (its NaN as an empty cell).
bool pandas_infinity(std::string_view cell) noexcept { return cell == "inf" || cell == "-inf"; }

// A column typed text only because of infinities, typed again with them missing: their count when
// it then reads as numbers (`typed` replaced), 0 otherwise (`typed` untouched).
std::size_t retype_without_infinities(const std::vector<std::string_view>& cells, detail::typed_column& typed) {
    const auto n = static_cast<std::size_t>(std::count_if(cells.begin(), cells.end(), pandas_infinity));
    if (n == 0) return 0;
    std::vector<std::string_view> finite(cells);
    for (auto& cell : finite) {
        if (pandas_infinity(cell)) cell = std::string_view{};
    }
    auto again = detail::type_column(finite);
    if (again.type != dtype::integer && again.type != dtype::number) return 0;
    typed = std::move(again);
    return n;
}

// `non_finite`: a code run's table (parse_run_table), whose infinities become missing cells.
common::result<table, parse_error> build(std::string_view text, detail::raw_table raw,
                                         std::size_t* non_finite = nullptr) {
    if (raw.header.empty()) return failure{parse_error{parse_errc::empty, 0, 0, 0, 0, 0, 0}};
    if (raw.header.size() > wire::max_columns) {
        return failure{parse_error{parse_errc::too_many_columns, 0, 0, 0, 0, wire::max_columns, raw.header.size()}};
    }
    if (raw.rows.empty()) return failure{parse_error{parse_errc::no_rows, 0, 0, 0, 0, 0, 0}};
    if (raw.rows.size() > wire::max_rows) {
        return failure{parse_error{parse_errc::too_many_rows, 0, 0, wire::max_rows + 1, 0, wire::max_rows, 0}};
    }
    const std::size_t ncols = raw.header.size();
    // Views of the raw cells, column by column; each column's typed values then replace its raw
    // cells in place, so the raw rows become the table's rows without another copy.
    std::vector<std::vector<std::string_view>> cols(ncols);
    for (auto& c : cols) c.reserve(raw.rows.size());
    for (std::size_t r = 0; r < raw.rows.size(); ++r) {
        for (std::size_t c = 0; c < ncols; ++c) {
            const auto cell = detail::trim(raw.rows[r][c]);
            // A cell's characters never outnumber its bytes: only a long one needs counting.
            if (cell.size() > wire::max_cell_chars && common::utf8::length(cell) > wire::max_cell_chars) {
                parse_error e{parse_errc::cell_too_long, 0, 0, r + 1, c + 1, wire::max_cell_chars, 0};
                if (r < raw.row_offsets.size()) e.line = position_of(text, raw.row_offsets[r]).line;
                return failure{e};
            }
            cols[c].emplace_back(cell);
        }
    }
    table t;
    const auto names = clean_headers(raw.header);
    std::vector<std::optional<column_extremes>> extremes(ncols);
    for (std::size_t c = 0; c < ncols; ++c) {
        auto typed = detail::type_column(cols[c]);
        if (non_finite != nullptr && typed.type == dtype::text) *non_finite += retype_without_infinities(cols[c], typed);
        extremes[c] = typed.extremes;
        if (typed.reading != reading_note::none) {
            t.warnings.push_back(std::string(reading_note_name(typed.reading)) + ":" + std::to_string(c + 1));
        }
        // The unit or period read off the cells: said, and kept in the profile.
        if (!typed.unit.empty()) {
            t.warnings.push_back((typed.unit == "%" ? "percent_as_number:" : "currency_as_number:") + std::to_string(c + 1));
        }
        if (typed.period != date_period::none) t.warnings.push_back("period_as_date:" + std::to_string(c + 1));
        column_profile p;
        p.name = names[c];
        p.type = typed.type;
        p.unit = std::move(typed.unit);
        p.period = typed.period;
        t.columns.push_back(std::move(p));
        // Only column c's views pointed at these cells, and they are done with.
        for (std::size_t r = 0; r < typed.values.size(); ++r) raw.rows[r][c] = std::move(typed.values[r]);
    }
    t.rows = std::move(raw.rows);
    refresh_profile(t, extremes);
    return t;
}

common::result<table, parse_error> parse_unguarded(std::string_view input, std::size_t max_bytes,
                                                   std::size_t* non_finite = nullptr) {
    if (input.size() > max_bytes) {
        return failure{parse_error{parse_errc::too_long, 0, 0, 0, 0, max_bytes, input.size()}};
    }
    std::string_view body = input;
    if (body.starts_with(k_bom)) body.remove_prefix(k_bom.size());
    if (auto bad = common::utf8::first_invalid(body)) return failure{at(parse_errc::invalid_utf8, body, *bad)};
    if (auto ctl = common::utf8::first_control(body)) return failure{at(parse_errc::control_character, body, *ctl)};
    const std::string text = normalise_newlines(body);
    const auto first = text.find_first_not_of(" \t\n");
    if (first == std::string::npos) return failure{parse_error{parse_errc::empty, 0, 0, 0, 0, 0, 0}};
    if (text[first] == '[' || text[first] == '{') {
        auto raw = detail::read_json(text);
        if (!raw) return failure{raw.error()};
        return build(text, std::move(*raw), non_finite);
    }
    auto raw = detail::read_csv(text, detail::sniff_delimiter(text));
    if (!raw) return failure{raw.error()};
    return build(text, std::move(*raw), non_finite);
}

}  // namespace

common::result<table, parse_error> parse_table(std::string_view text, std::size_t max_bytes) {
    try {
        return parse_unguarded(text, max_bytes);
    } catch (const std::bad_alloc&) {
        return failure{parse_error{parse_errc::out_of_memory, 0, 0, 0, 0, 0, 0}};
    }
}

common::result<run_table, parse_error> parse_run_table(std::string_view text) {
    try {
        run_table out;
        auto parsed = parse_unguarded(text, wire::max_output_csv_bytes, &out.non_finite);
        if (!parsed) return failure{parsed.error()};
        out.t = std::move(parsed).value();
        return out;
    } catch (const std::bad_alloc&) {
        return failure{parse_error{parse_errc::out_of_memory, 0, 0, 0, 0, 0, 0}};
    }
}

namespace detail {

std::string normalise_newlines(std::string_view s) {
    if (s.find('\r') == std::string_view::npos) return std::string(s);  // the usual case: one copy
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\r') {
            out.push_back('\n');
            if (i + 1 < s.size() && s[i + 1] == '\n') ++i;
        } else {
            out.push_back(s[i]);
        }
    }
    return out;
}

}  // namespace detail

}  // namespace anyplot::agents::data

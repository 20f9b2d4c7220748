// Delimited text: the delimiter is sniffed from the first records, then the whole text is read
// with strict RFC 4180 quoting (a quote inside a quoted field is doubled; any other quote is an
// error). Spaces around a quoted field are tolerated because hand-typed pastes have them.
#include <algorithm>
#include <array>
#include <optional>

#include "agents/data/readers.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data::detail {
using common::failure;
namespace {

constexpr std::array<char, 4> k_candidates{',', '\t', ';', '|'};  // tie order
constexpr std::size_t k_sniff_records = 20;

bool is_pad(char c, char delimiter) noexcept { return c == ' ' || (c == '\t' && delimiter != '\t'); }

bool blank_line_at(std::string_view text, std::size_t pos) noexcept {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
    return pos >= text.size() || text[pos] == '\n';
}

std::size_t skip_line(std::string_view text, std::size_t pos) noexcept {
    while (pos < text.size() && text[pos] != '\n') ++pos;
    return pos < text.size() ? pos + 1 : pos;
}

// Field counts of the first records, or nothing when this delimiter would break the strict quoting
// rules (a quote mid-field, text after a closing quote, an unclosed quote). A wrong candidate
// usually trips over the real delimiter's quoted fields, which is what keeps the canonical output
// from being re-read with, say, `|` when a quoted cell holds one.
std::optional<std::vector<std::size_t>> field_counts(std::string_view text, char delimiter) {
    std::vector<std::size_t> counts;
    std::size_t pos = 0;
    while (pos < text.size() && counts.size() < k_sniff_records) {
        if (blank_line_at(text, pos)) {
            pos = skip_line(text, pos);
            continue;
        }
        std::size_t fields = 1;
        bool in_quotes = false, field_start = true, after_close = false;
        for (; pos < text.size(); ++pos) {
            const char c = text[pos];
            if (in_quotes) {
                if (c == '"') {
                    if (pos + 1 < text.size() && text[pos + 1] == '"') {
                        ++pos;
                    } else {
                        in_quotes = false;
                        after_close = true;
                    }
                }
                continue;
            }
            if (c == '\n') {
                ++pos;
                break;
            }
            if (c == delimiter) {
                ++fields;
                field_start = true;
                after_close = false;
            } else if (is_pad(c, delimiter)) {
                continue;
            } else if (after_close || (c == '"' && !field_start)) {
                return std::nullopt;
            } else if (c == '"') {
                in_quotes = true;
                field_start = false;
            } else {
                field_start = false;
            }
        }
        if (in_quotes) return std::nullopt;
        counts.push_back(fields);
    }
    return counts;
}

}  // namespace

char sniff_delimiter(std::string_view text) noexcept {
    char best = ',';
    std::size_t best_fields = 1;
    bool best_consistent = false;
    for (char d : k_candidates) {
        std::optional<std::vector<std::size_t>> sampled;
        try {
            sampled = field_counts(text, d);
        } catch (...) {
            return ',';  // allocation failure: the full read will report what is wrong
        }
        if (!sampled || sampled->empty()) continue;
        const auto& counts = *sampled;
        const bool consistent = std::all_of(counts.begin(), counts.end(), [&](std::size_t n) { return n == counts[0]; });
        const std::size_t fields = counts[0];
        if (fields < 2) continue;
        // Consistent field counts win; among equals the most fields, then the candidate order.
        if ((consistent && !best_consistent) || (consistent == best_consistent && fields > best_fields)) {
            best = d;
            best_fields = fields;
            best_consistent = consistent;
        }
    }
    return best;
}

position position_of(std::string_view text, std::size_t offset) noexcept {
    position p;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n' || (c == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n'))) {
            ++p.line;
            p.column = 1;
        } else if (c == '\r') {
            continue;  // the \n that follows ends the line
        } else if ((c & 0xC0) != 0x80) {
            ++p.column;
        }
    }
    return p;
}

common::result<raw_table, parse_error> read_csv(std::string_view text, char delimiter) {
    raw_table out;
    auto fail = [&](parse_errc code, std::size_t offset) {
        const auto p = position_of(text, offset);
        parse_error e{code, p.line, p.column, 0, 0, 0, 0};
        e.row = out.header.empty() ? 0 : out.rows.size() + 1;  // the data row being read
        return e;
    };
    std::size_t pos = 0;
    const std::size_t n = text.size();
    out.rows.reserve(std::min<std::size_t>(wire::max_rows, static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'))));
    out.row_offsets.reserve(out.rows.capacity());
    while (pos < n) {
        if (blank_line_at(text, pos)) {
            pos = skip_line(text, pos);
            continue;
        }
        const std::size_t record_start = pos;
        std::vector<std::string> fields;
        fields.reserve(out.header.empty() ? 8 : out.header.size());
        while (true) {
            std::string field;
            while (pos < n && is_pad(text[pos], delimiter)) ++pos;
            if (pos < n && text[pos] == '"') {
                const std::size_t open = pos++;
                bool closed = false;
                while (pos < n) {
                    if (text[pos] == '"') {
                        if (pos + 1 < n && text[pos + 1] == '"') {
                            field.push_back('"');
                            pos += 2;
                            continue;
                        }
                        ++pos;
                        closed = true;
                        break;
                    }
                    field.push_back(text[pos++]);
                }
                if (!closed) return failure{fail(parse_errc::bad_quoting, open)};
                while (pos < n && is_pad(text[pos], delimiter)) ++pos;
                if (pos < n && text[pos] != delimiter && text[pos] != '\n') {
                    return failure{fail(parse_errc::bad_quoting, pos)};
                }
                fields.push_back(std::move(field));
            } else {
                const std::size_t start = pos;
                while (pos < n && text[pos] != delimiter && text[pos] != '\n') {
                    if (text[pos] == '"') return failure{fail(parse_errc::bad_quoting, pos)};
                    ++pos;
                }
                fields.emplace_back(text.data() + start, pos - start);  // built in place: one copy
            }
            if (fields.size() > wire::max_columns) {
                auto e = fail(parse_errc::too_many_columns, record_start);
                e.column = 0;
                e.expected = wire::max_columns;
                e.found = fields.size();
                return failure{e};
            }
            if (pos < n && text[pos] == delimiter) {
                ++pos;
                continue;
            }
            if (pos < n) ++pos;  // the '\n'
            break;
        }
        if (out.header.empty()) {
            out.header = std::move(fields);
            continue;
        }
        if (fields.size() != out.header.size()) {
            auto e = fail(parse_errc::ragged_rows, record_start);
            e.column = 0;
            e.expected = out.header.size();
            e.found = fields.size();
            return failure{e};
        }
        if (out.rows.size() == wire::max_rows) {
            auto e = fail(parse_errc::too_many_rows, record_start);
            e.column = 0;
            e.expected = wire::max_rows;
            return failure{e};
        }
        out.rows.push_back(std::move(fields));
        out.row_offsets.push_back(record_start);
    }
    return out;
}

}  // namespace anyplot::agents::data::detail

// Value recognisers. Dates are tried before numbers so `31.12.2024` never reads as a thousands
// number; whether `,` or `.` is a thousands mark or a decimal point is decided per column
// (docs/data.md).
#include "agents/data/values.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <system_error>

namespace anyplot::agents::data::detail {
namespace {

bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

bool iequals(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

// Reads 1..max_len digits at s[pos]; advances pos.
std::optional<int> digits(std::string_view s, std::size_t& pos, std::size_t min_len, std::size_t max_len) noexcept {
    std::size_t start = pos;
    int v = 0;
    while (pos < s.size() && is_digit(s[pos]) && pos - start < max_len) {
        v = v * 10 + (s[pos] - '0');
        ++pos;
    }
    if (pos - start < min_len) return std::nullopt;
    if (pos < s.size() && is_digit(s[pos])) return std::nullopt;  // longer than max_len
    return v;
}

bool expect(std::string_view s, std::size_t& pos, char c) noexcept {
    if (pos < s.size() && s[pos] == c) {
        ++pos;
        return true;
    }
    return false;
}

// ---- dates ---------------------------------------------------------------------------------

enum class date_shape { none, iso, dotted, slashed };

struct date_parts {
    date_shape shape = date_shape::none;
    int a = 0, b = 0, year = 0;  // iso: a = month, b = day; others: first and second part as written
    bool has_time = false;
    int hour = 0, minute = 0, second = 0;
};

bool read_time(std::string_view s, std::size_t& pos, date_parts& out) noexcept {
    auto h = digits(s, pos, 2, 2);
    if (!h || !expect(s, pos, ':')) return false;
    auto m = digits(s, pos, 2, 2);
    if (!m) return false;
    int sec = 0;
    if (expect(s, pos, ':')) {
        auto sv = digits(s, pos, 2, 2);
        if (!sv) return false;
        sec = *sv;
    }
    out.has_time = true;
    out.hour = *h;
    out.minute = *m;
    out.second = sec;
    return pos == s.size();
}

date_parts date_shape_of(std::string_view s) noexcept {
    date_parts p;
    std::size_t pos = 0;
    if (s.size() >= 10 && is_digit(s[0]) && s[4] == '-') {
        auto y = digits(s, pos, 4, 4);
        if (!y || !expect(s, pos, '-')) return {};
        auto mo = digits(s, pos, 2, 2);
        if (!mo || !expect(s, pos, '-')) return {};
        auto d = digits(s, pos, 2, 2);
        if (!d) return {};
        p.shape = date_shape::iso;
        p.year = *y;
        p.a = *mo;
        p.b = *d;
    } else {
        auto first = digits(s, pos, 1, 2);
        if (!first || pos >= s.size()) return {};
        const char sep = s[pos];
        if (sep != '.' && sep != '/') return {};
        ++pos;
        auto second = digits(s, pos, 1, 2);
        if (!second || !expect(s, pos, sep)) return {};
        auto y = digits(s, pos, 4, 4);
        if (!y) return {};
        p.shape = sep == '.' ? date_shape::dotted : date_shape::slashed;
        p.a = *first;
        p.b = *second;
        p.year = *y;
    }
    if (pos == s.size()) return p;
    if (s[pos] == 'T' || (s[pos] == ' ')) {
        ++pos;
        if (read_time(s, pos, p)) return p;
    }
    return {};
}

bool leap(int y) noexcept { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

bool valid_date(int y, int m, int d) noexcept {
    static constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || m < 1 || m > 12 || d < 1) return false;
    const int limit = days[static_cast<std::size_t>(m - 1)] + ((m == 2 && leap(y)) ? 1 : 0);
    return d <= limit;
}

std::optional<std::string> format_date(const date_parts& p, bool day_first, bool as_datetime) {
    int month = p.a, day = p.b;
    if (p.shape == date_shape::dotted || (p.shape == date_shape::slashed && day_first)) {
        day = p.a;
        month = p.b;
    }
    if (!valid_date(p.year, month, day)) return std::nullopt;
    if (p.hour > 23 || p.minute > 59 || p.second > 59) return std::nullopt;
    // Written digit by digit: snprintf was a tenth of a date column's parse.
    std::string out = as_datetime ? "0000-00-00T00:00:00" : "0000-00-00";
    const auto put = [&out](std::size_t at, int value, std::size_t width) {
        for (std::size_t i = 0; i < width; ++i, value /= 10) out[at + width - 1 - i] = static_cast<char>('0' + value % 10);
    };
    put(0, p.year, 4);
    put(5, month, 2);
    put(8, day, 2);
    if (as_datetime) {
        put(11, p.hour, 2);
        put(14, p.minute, 2);
        put(17, p.second, 2);
    }
    return out;
}

// ---- numbers -------------------------------------------------------------------------------

// [+-]? digits ( . digits )? ( [eE] [+-]? digits )?  — also ".5" and "5."; no inf/nan/hex.
bool dot_number_syntax(std::string_view s, bool& integral) noexcept {
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t int_digits = 0, frac_digits = 0;
    while (i < s.size() && is_digit(s[i])) ++i, ++int_digits;
    integral = true;
    if (i < s.size() && s[i] == '.') {
        integral = false;
        ++i;
        while (i < s.size() && is_digit(s[i])) ++i, ++frac_digits;
    }
    if (int_digits + frac_digits == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        integral = false;
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        std::size_t exp_digits = 0;
        while (i < s.size() && is_digit(s[i])) ++i, ++exp_digits;
        if (exp_digits == 0) return false;
    }
    return i == s.size();
}

// [+-]? ( d{1,3} (. d{3})+ | d+ ) ( , d+ )?  — rewritten to dot form in `out`.
bool comma_number_syntax(std::string_view s, std::string& out, bool& integral) noexcept {
    out.clear();
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) out.push_back(s[i++]);
    std::size_t first = 0;
    while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++first;
    if (first == 0) return false;
    if (i < s.size() && s[i] == '.') {
        if (first > 3) return false;
        while (i < s.size() && s[i] == '.') {
            ++i;
            std::size_t group = 0;
            while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++group;
            if (group != 3) return false;
        }
    }
    integral = true;
    if (i < s.size() && s[i] == ',') {
        integral = false;
        ++i;
        out.push_back('.');
        std::size_t frac = 0;
        while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++frac;
        if (frac == 0) return false;
    }
    return i == s.size();
}

std::optional<typed_column> try_booleans(const std::vector<std::string_view>& cells) {
    typed_column out{dtype::boolean, {}, {}};
    for (const auto& c : cells) {
        if (c.empty()) out.values.emplace_back();
        else if (iequals(c, "true") || iequals(c, "yes")) out.values.emplace_back("true");
        else if (iequals(c, "false") || iequals(c, "no")) out.values.emplace_back("false");
        else return std::nullopt;
    }
    return out;
}

std::optional<typed_column> try_dates(const std::vector<std::string_view>& cells) {
    std::vector<date_parts> parts;
    parts.reserve(cells.size());
    bool any_time = false, first_over_12 = false, second_over_12 = false;
    for (const auto& c : cells) {
        if (c.empty()) {
            parts.emplace_back();
            continue;
        }
        auto p = date_shape_of(c);
        if (p.shape == date_shape::none) return std::nullopt;
        any_time = any_time || p.has_time;
        if (p.shape == date_shape::slashed) {
            first_over_12 = first_over_12 || p.a > 12;
            second_over_12 = second_over_12 || p.b > 12;
        }
        parts.push_back(p);
    }
    if (first_over_12 && second_over_12) return std::nullopt;  // no single order fits the column
    const bool day_first = !second_over_12;                      // ambiguous → D/M
    typed_column out{any_time ? dtype::datetime : dtype::date, {}, {}};
    for (const auto& p : parts) {
        if (p.shape == date_shape::none) {
            out.values.emplace_back();
            continue;
        }
        auto s = format_date(p, day_first, any_time);
        if (!s) return std::nullopt;
        out.values.push_back(std::move(*s));
    }
    return out;
}

std::optional<typed_column> try_dot_numbers(const std::vector<std::string_view>& cells) {
    bool all_integral = true;
    std::vector<std::int64_t> ints;  // read once while the column may still be all integers
    ints.reserve(cells.size());
    for (const auto& c : cells) {
        bool integral = true;
        if (c.empty()) {
            ints.push_back(0);
            continue;
        }
        if (!dot_number_syntax(c, integral)) return std::nullopt;
        if (!all_integral) continue;
        const auto i = integral ? to_int64(c) : std::nullopt;
        if (i) {
            ints.push_back(*i);
        } else {
            all_integral = false;
        }
    }
    typed_column out{all_integral ? dtype::integer : dtype::number, {}, {}};
    out.values.reserve(cells.size());
    // Each value is read once: its canonical text, and whether it is the column's min or max.
    double lo = 0, hi = 0;
    column_extremes at;
    bool any = false;
    for (std::size_t r = 0; r < cells.size(); ++r) {
        const auto c = cells[r];
        if (c.empty()) {
            out.values.emplace_back();
            continue;
        }
        double v = 0;
        char buf[64];
        char* end = buf;
        if (all_integral) {
            const std::int64_t i = ints[r];
            end = std::to_chars(buf, buf + sizeof buf, i).ptr;
            v = static_cast<double>(i);
        } else {
            auto d = to_double(c);
            if (!d) return std::nullopt;
            end = format_decimal(c, *d, buf);
            v = *d;
        }
        out.values.emplace_back(buf, end);  // built in place: no temporary to move
        if (all_integral) {  // exactly, as int64: integers above 2^53 do not compare as doubles
            if (!any || ints[r] < ints[at.min_row]) at.min_row = r;
            if (!any || ints[r] > ints[at.max_row]) at.max_row = r;
        } else {
            if (!any || v < lo) lo = v, at.min_row = r;
            if (!any || v > hi) hi = v, at.max_row = r;
        }
        any = true;
    }
    if (any) out.extremes = at;
    return out;
}

std::optional<typed_column> try_comma_numbers(const std::vector<std::string_view>& cells) {
    std::vector<std::string> dotted;
    dotted.reserve(cells.size());
    std::string tmp;
    for (const auto& c : cells) {
        bool integral = true;
        if (c.empty()) {
            dotted.emplace_back();
            continue;
        }
        if (!comma_number_syntax(c, tmp, integral)) return std::nullopt;
        dotted.push_back(tmp);
    }
    const std::vector<std::string_view> views(dotted.begin(), dotted.end());
    return try_dot_numbers(views);
}

// One number cell as written with `group` as a thousands mark and the other mark (`.` or `,`)
// as its decimal point: [+-]? d{1,3} (group ddd)* (point d+)? — rewritten to dot form in `out`.
// `groups`: how many group marks; `point`: whether it has a decimal part.
bool grouped_syntax(std::string_view s, char group, std::string& out, int& groups, bool& point) noexcept {
    const char dec = group == ',' ? '.' : ',';
    out.clear();
    groups = 0;
    point = false;
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) out.push_back(s[i++]);
    std::size_t lead = 0;
    while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++lead;
    if (lead == 0) return false;
    while (i < s.size() && s[i] == group) {
        if (lead > 3 && groups == 0) return false;
        ++i;
        std::size_t n = 0;
        while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++n;
        if (n != 3) return false;
        ++groups;
    }
    const std::size_t first = out.empty() || is_digit(out[0]) ? 0 : 1;
    if (groups > 0 && out[first] == '0') return false;  // "0,125" is no thousands number
    if (i < s.size() && s[i] == dec) {
        ++i;
        out.push_back('.');
        std::size_t n = 0;
        while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++n;
        if (n == 0) return false;
        point = true;
    }
    return i == s.size();
}

// How far apart a column's values are (largest magnitude over the smallest non-zero one).
double spread(const std::vector<double>& v) noexcept {
    double lo = 0, hi = 0;
    for (const double x : v) {
        const double a = std::fabs(x);
        if (a == 0) continue;
        if (lo == 0 || a < lo) lo = a;
        if (a > hi) hi = a;
    }
    return lo == 0 ? 1 : hi / lo;
}

// A column whose numbers carry a thousands mark (`1,204` next to `980`, `1.234.567`, `1,234.5`),
// decided from the whole column: it reads with `group` as that mark when every cell fits it and
// something in the column rules the other reading out (two groups in one cell, both marks in one
// cell, the other mark as a decimal point elsewhere). When nothing does (each marked cell is one
// group of three digits, no decimal point anywhere), the reading whose values lie closer together
// wins ("1,204" next to "980" is 1204, not 1.204), and the column says it was a guess.
std::optional<typed_column> try_grouped_numbers(const std::vector<std::string_view>& cells, char group,
                                                bool& guessed) {
    guessed = false;
    // Most columns have no such mark at all: one cheap look before any work.
    if (std::none_of(cells.begin(), cells.end(),
                     [group](std::string_view c) { return c.find(group) != std::string_view::npos; })) {
        return std::nullopt;
    }
    std::vector<std::string> dotted;
    dotted.reserve(cells.size());
    std::vector<double> as_groups, as_decimals;
    bool any_group = false, decided = false, any_unmarked = false;
    std::string tmp;
    for (const auto& c : cells) {
        if (c.empty()) {
            dotted.emplace_back();
            continue;
        }
        int groups = 0;
        bool point = false;
        if (!grouped_syntax(c, group, tmp, groups, point)) return std::nullopt;
        any_group = any_group || groups > 0;
        decided = decided || groups > 1 || point;
        any_unmarked = any_unmarked || groups == 0;
        const auto v = to_double(tmp);
        if (!v) return std::nullopt;
        as_groups.push_back(*v);
        // The same cell with the mark as a decimal point (one group at most when undecided).
        std::string decimal(c);
        for (auto& ch : decimal) {
            if (ch == group) ch = '.';
        }
        as_decimals.push_back(to_double(decimal).value_or(*v));
        dotted.push_back(tmp);
    }
    if (!any_group) return std::nullopt;
    if (!decided) {
        // Every marked cell is d,ddd: only values next to unmarked ones can tell.
        if (!any_unmarked || spread(as_groups) >= spread(as_decimals)) return std::nullopt;
        guessed = true;
    }
    const std::vector<std::string_view> views(dotted.begin(), dotted.end());
    return try_dot_numbers(views);
}

// Whether a comma column was read with its commas as decimal marks although every comma cell was
// one group of three digits and nothing else decided (`1,204` alone: 1.204 or 1204?).
bool comma_decimal_guessed(const std::vector<std::string_view>& cells) noexcept {
    bool any = false;
    for (auto c : cells) {
        if (!c.empty() && (c[0] == '+' || c[0] == '-')) c.remove_prefix(1);
        const auto comma = c.find(',');
        if (c.find('.') != std::string_view::npos) return false;
        if (comma == std::string_view::npos) continue;
        // Decided as a decimal comma: not three digits after it, more than three or a leading
        // zero before it ("0,125", "1234,567").
        if (c.size() - comma - 1 != 3 || comma > 3 || c[0] == '0') return false;
        any = true;
    }
    return any;
}

// ---- group marks that are never decimal points ---------------------------------------------

// The bytes of a space or apostrophe group mark at s[i] (a space, U+00A0 no-break, U+202F narrow
// no-break, U+2009 thin; ' or U+2019 as the Swiss write them); 0 when there is none.
std::size_t group_mark_at(std::string_view s, std::size_t i) noexcept {
    if (i >= s.size()) return 0;
    if (s[i] == ' ' || s[i] == '\'') return 1;
    const std::string_view rest = s.substr(i);
    if (rest.starts_with("\xC2\xA0")) return 2;
    if (rest.starts_with("\xE2\x80\xAF") || rest.starts_with("\xE2\x80\x89") || rest.starts_with("\xE2\x80\x99")) {
        return 3;
    }
    return 0;
}

bool has_space_group_mark(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (group_mark_at(s, i) > 0) return true;
    }
    return false;
}

// "1 234 567,5" / "1'234.50" without their marks ("1234567,5", "1234.50"): [+-]? d{1,3} (mark d{3})+
// and then anything a number may end with; nullopt when the cell is not of that shape.
std::optional<std::string> without_space_groups(std::string_view s) {
    std::string out;
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) out.push_back(s[i++]);
    std::size_t lead = 0;
    while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++lead;
    if (lead == 0 || lead > 3) return std::nullopt;
    int groups = 0;
    for (std::size_t mark = group_mark_at(s, i); mark > 0; mark = group_mark_at(s, i)) {
        i += mark;
        std::size_t n = 0;
        while (i < s.size() && is_digit(s[i])) out.push_back(s[i++]), ++n;
        if (n != 3) return std::nullopt;
        ++groups;
    }
    if (groups == 0 || (i < s.size() && s[i] != '.' && s[i] != ',')) return std::nullopt;
    out.append(s.substr(i));
    return out;
}

// ---- currencies and percentages -------------------------------------------------------------

// The units a number cell may carry, before or after it. Codes are upper case as ISO 4217 writes them.
constexpr std::array<std::string_view, 41> units{
    "US$", "$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₴", "฿", "R$", "zł", "kr", "Kč", "Fr.", "%",
    "USD", "EUR", "GBP", "JPY", "CHF", "CNY", "INR", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK",
    "HUF", "TRY", "BRL", "MXN", "ZAR", "KRW", "HKD"};

std::string_view strip_spaces(std::string_view s) noexcept {
    for (;;) {
        if (s.starts_with(" ")) s.remove_prefix(1);
        else if (s.starts_with("\xC2\xA0")) s.remove_prefix(2);
        else if (s.starts_with("\xE2\x80\xAF")) s.remove_prefix(3);
        else if (s.ends_with(" ")) s.remove_suffix(1);
        else if (s.ends_with("\xC2\xA0")) s.remove_suffix(2);
        else if (s.ends_with("\xE2\x80\xAF")) s.remove_suffix(3);
        else return s;
    }
}

// A cell's unit and its number without it ("-$1,200.50" → "$", "-1,200.50"; "12 %" → "%", "12");
// nullopt when it carries none of `units`, or nothing numeric is left.
std::optional<std::pair<std::string_view, std::string>> split_unit(std::string_view c) {
    std::string sign;
    std::string_view rest = c;
    if (!rest.empty() && (rest[0] == '-' || rest[0] == '+')) {
        sign.push_back(rest[0]);
        rest.remove_prefix(1);
    }
    for (const auto u : units) {
        std::string_view number;
        if (rest.starts_with(u)) {
            number = strip_spaces(rest.substr(u.size()));
        } else if (rest.ends_with(u)) {
            number = strip_spaces(rest.substr(0, rest.size() - u.size()));
        } else {
            continue;
        }
        if (number.empty()) return std::nullopt;
        if (!sign.empty() && (number[0] == '-' || number[0] == '+')) return std::nullopt;
        // A code glued to a word is no unit ("USDT", "EURO"): the number must start or end at the unit.
        const bool prefix = rest.starts_with(u);
        if (prefix ? !(is_digit(number.front()) || number.front() == '-' || number.front() == '+' ||
                       number.front() == '.')
                   : !is_digit(number.back())) {
            return std::nullopt;
        }
        return std::pair<std::string_view, std::string>{u, sign + std::string(number)};
    }
    return std::nullopt;
}

// ---- periods --------------------------------------------------------------------------------

// Days since 1970-01-01 of a proleptic Gregorian date, and back (the era arithmetic of the
// civil calendar: 400-year cycles of 146,097 days).
std::int64_t days_from_civil(int y, int m, int d) noexcept {
    y -= m <= 2 ? 1 : 0;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void civil_from_days(std::int64_t z, int& y, int& m, int& d) noexcept {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    y = static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0));
}

// 1 for Monday … 7 for Sunday.
int iso_weekday(std::int64_t days) noexcept { return static_cast<int>(((days % 7) + 7 + 3) % 7) + 1; }

int iso_weeks_in(int year) noexcept {
    const int jan1 = iso_weekday(days_from_civil(year, 1, 1));
    return jan1 == 4 || (jan1 == 3 && leap(year)) ? 53 : 52;
}

// Month names as people write them beside a year: English and German, full or short.
std::optional<int> month_named(std::string_view w) noexcept {
    static constexpr std::array<std::pair<std::string_view, int>, 36> names{{
        {"january", 1}, {"february", 2}, {"march", 3}, {"april", 4}, {"may", 5}, {"june", 6},
        {"july", 7}, {"august", 8}, {"september", 9}, {"october", 10}, {"november", 11}, {"december", 12},
        {"jan", 1}, {"feb", 2}, {"mar", 3}, {"apr", 4}, {"jun", 6}, {"jul", 7}, {"aug", 8}, {"sep", 9},
        {"sept", 9}, {"oct", 10}, {"nov", 11}, {"dec", 12}, {"januar", 1}, {"februar", 2}, {"märz", 3},
        {"maerz", 3}, {"mär", 3}, {"mai", 5}, {"juni", 6}, {"juli", 7}, {"oktober", 10}, {"okt", 10},
        {"dezember", 12}, {"dez", 12}}};
    if (w.ends_with(".")) w.remove_suffix(1);
    for (const auto& [name, month] : names) {
        if (iequals(w, name)) return month;
    }
    return std::nullopt;
}

std::optional<int> year_of(std::string_view w) noexcept {
    std::size_t pos = 0;
    const auto y = digits(w, pos, 4, 4);
    if (!y || pos != w.size() || *y < 1) return std::nullopt;
    return y;
}

std::optional<int> number_of(std::string_view w, std::size_t min_len, std::size_t max_len) noexcept {
    std::size_t pos = 0;
    const auto n = digits(w, pos, min_len, max_len);
    if (!n || pos != w.size()) return std::nullopt;
    return n;
}

struct period_value {
    date_period period = date_period::none;
    int year = 0, month = 1, day = 1;
};

// "2024-01", "2024/01", "01/2024", "Jan 2024", "2024 Jan", "2024 Q1", "Q1-2024", "2024Q1",
// "2024-W05", "2024W05"; none otherwise.
period_value period_of(std::string_view c) noexcept {
    // Two parts split at the first space, '-' or '/' (none for "2024Q1", "2024W05").
    std::size_t cut = c.find_first_of(" -/");
    std::string_view a = c, b;
    if (cut != std::string_view::npos) {
        a = c.substr(0, cut);
        b = c.substr(cut + 1);
    } else if (c.size() >= 6 && (lower(c[4]) == 'q' || lower(c[4]) == 'w')) {
        a = c.substr(0, 4);
        b = c.substr(4);
    }
    if (b.empty() || b.find_first_of(" -/") != std::string_view::npos) return {};
    period_value out;
    const auto quarter = [](std::string_view w) -> std::optional<int> {
        if (w.size() != 2 || lower(w[0]) != 'q' || w[1] < '1' || w[1] > '4') return std::nullopt;
        return w[1] - '0';
    };
    if (const auto y = year_of(a)) {
        out.year = *y;
        if (const auto m = number_of(b, 2, 2); m && *m >= 1 && *m <= 12) {
            out.period = date_period::month, out.month = *m;
        } else if (const auto n = month_named(b)) {
            out.period = date_period::month, out.month = *n;
        } else if (const auto q = quarter(b)) {
            out.period = date_period::quarter, out.month = 3 * *q - 2;
        } else if (b.size() == 3 && lower(b[0]) == 'w') {
            const auto w = number_of(b.substr(1), 2, 2);
            if (!w || *w < 1 || *w > iso_weeks_in(*y)) return {};
            // Week 1 holds 4 January; each week starts on a Monday.
            const std::int64_t jan4 = days_from_civil(*y, 1, 4);
            const std::int64_t monday = jan4 - (iso_weekday(jan4) - 1) + 7 * (*w - 1);
            civil_from_days(monday, out.year, out.month, out.day);
            out.period = date_period::week;
        }
        return out;
    }
    if (const auto y = year_of(b)) {
        out.year = *y;
        const bool slashed = cut != std::string_view::npos && c[cut] == '/';  // "01/2024", never "01-2024"
        if (const auto m = number_of(a, 1, 2); m && *m >= 1 && *m <= 12 && slashed) {
            out.period = date_period::month, out.month = *m;
        } else if (const auto n = month_named(a)) {
            out.period = date_period::month, out.month = *n;
        } else if (const auto q = quarter(a)) {
            out.period = date_period::quarter, out.month = 3 * *q - 2;
        }
    }
    return out;
}

// A column of periods of one kind, read as their first days.
std::optional<typed_column> try_periods(const std::vector<std::string_view>& cells) {
    typed_column out{dtype::date, {}, {}};
    out.values.reserve(cells.size());
    for (const auto& c : cells) {
        if (c.empty()) {
            out.values.emplace_back();
            continue;
        }
        const period_value p = period_of(c);
        if (p.period == date_period::none || (out.period != date_period::none && p.period != out.period)) {
            return std::nullopt;
        }
        out.period = p.period;
        date_parts parts;
        parts.shape = date_shape::iso;
        parts.year = p.year;
        parts.a = p.month;
        parts.b = p.day;
        auto text = format_date(parts, false, false);
        if (!text) return std::nullopt;
        out.values.push_back(std::move(*text));
    }
    if (out.period == date_period::none) return std::nullopt;
    return out;
}

}  // namespace

std::optional<std::int64_t> to_int64(std::string_view s) noexcept {
    if (!s.empty() && s[0] == '+') s.remove_prefix(1);
    std::int64_t v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
    return v;
}

std::optional<double> to_double(std::string_view s) noexcept {
    if (!s.empty() && s[0] == '+') s.remove_prefix(1);
    double v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || p != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

char* format_number(double v, char* buf) noexcept {
    auto [p, ec] = std::to_chars(buf, buf + 62, v);
    if (ec != std::errc{}) return buf;
    bool plain = true;  // no '.' and no exponent: it would read back as an integer
    for (const char* c = buf; c != p; ++c) plain = plain && *c != '.' && *c != 'e';
    if (plain) {
        *p++ = '.';
        *p++ = '0';
    }
    return p;
}

char* format_decimal(std::string_view text, double v, char* buf) noexcept {
    std::size_t i = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) ++i;
    // The digits without the point: value = digits x 10^exponent.
    char digits[24];
    std::size_t n = 0;
    int exponent = 0;
    bool seen_point = false, leading = true;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '.') {
            if (seen_point) return format_number(v, buf);
            seen_point = true;
            continue;
        }
        if (c < '0' || c > '9') return format_number(v, buf);  // an exponent, or not a plain decimal
        if (seen_point) --exponent;
        if (leading && c == '0') continue;
        leading = false;
        if (n == 16) return format_number(v, buf);  // more than 15 significant digits: convert
        digits[n++] = c;
    }
    while (n > 0 && digits[n - 1] == '0') --n, ++exponent;
    // Zero (and -0.0) and more than 15 digits take the conversion; so do the exponents where the
    // shortest form is scientific (compared below) or the double is subnormal.
    if (n == 0 || n > 15) return format_number(v, buf);
    const int x = exponent + static_cast<int>(n) - 1;  // the scientific form's exponent
    if (x < -300 || x > 300) return format_number(v, buf);
    const int nn = static_cast<int>(n);
    const int scientific = nn + (nn > 1 ? 1 : 0) + 2 + (std::abs(x) >= 100 ? 3 : 2);
    const int fixed = exponent >= 0 ? nn + exponent : (x >= 0 ? nn + 1 : 2 + (-x - 1) + nn);
    if (fixed > scientific) return format_number(v, buf);  // std::to_chars prefers fixed on a tie
    char* p = buf;
    if (negative) *p++ = '-';
    if (exponent >= 0) {
        for (std::size_t k = 0; k < n; ++k) *p++ = digits[k];
        for (int k = 0; k < exponent; ++k) *p++ = '0';
        *p++ = '.';  // it reads back as a number, not an integer
        *p++ = '0';
    } else if (x >= 0) {
        for (int k = 0; k < nn; ++k) {
            if (k == x + 1) *p++ = '.';
            *p++ = digits[k];
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        for (int k = 0; k < -x - 1; ++k) *p++ = '0';
        for (std::size_t k = 0; k < n; ++k) *p++ = digits[k];
    }
    return p;
}

std::string format_number(double v) {
    char buf[64];
    return std::string(buf, format_number(v, buf));
}

std::string_view trim(std::string_view s) noexcept {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool is_missing_token(std::string_view s) noexcept {
    static constexpr std::array<std::string_view, 9> tokens{"", "na", "n/a", "nan", "null", "none", "-",
                                                            "#n/a", "na/nan"};
    for (auto t : tokens) {
        if (iequals(s, t)) return true;
    }
    return false;
}

bool is_plain_number_or_date(std::string_view s) noexcept {
    bool integral = true;
    std::string tmp;
    return dot_number_syntax(s, integral) || comma_number_syntax(s, tmp, integral) ||
           date_shape_of(s).shape != date_shape::none;
}

namespace {

// The number readings of a column, in order: thousands marks decided from the whole column first
// ("1,204" next to "980" must never read as 1.204 and 980), then dot numbers, then decimal commas.
std::optional<typed_column> type_numbers(const std::vector<std::string_view>& cells) {
    for (const char group : {',', '.'}) {
        bool guessed = false;
        if (auto n = try_grouped_numbers(cells, group, guessed)) {
            if (guessed) n->reading = group == ',' ? reading_note::comma_as_thousands_guessed
                                                  : reading_note::dot_as_thousands_guessed;
            return n;
        }
    }
    if (auto n = try_dot_numbers(cells)) return n;
    if (auto n = try_comma_numbers(cells)) {
        if (comma_decimal_guessed(cells)) n->reading = reading_note::comma_as_decimal_guessed;
        return n;
    }
    return std::nullopt;
}

// Numbers grouped by spaces or apostrophes ("1 234 567", "1'234.50"), which are never decimal
// points: the marks go, the numbers are read as any others. Cells without a mark stay as written.
std::optional<typed_column> try_space_grouped(const std::vector<std::string_view>& cells) {
    if (std::none_of(cells.begin(), cells.end(), has_space_group_mark)) return std::nullopt;
    std::vector<std::string> plain;
    plain.reserve(cells.size());
    for (const auto& c : cells) {
        if (!has_space_group_mark(c)) {
            plain.emplace_back(c);
            continue;
        }
        auto without = without_space_groups(c);
        if (!without) return std::nullopt;
        plain.push_back(std::move(*without));
    }
    const std::vector<std::string_view> views(plain.begin(), plain.end());
    auto n = type_numbers(views);
    if (!n) return std::nullopt;
    n->reading = reading_note::none;  // the marks decided: nothing was guessed about them
    return n;
}

// A column whose every cell carries the same currency or "%" ("$1,200.50", "12 %", "CHF 1'200"):
// read as the numbers, the unit kept beside them.
std::optional<typed_column> try_unit(const std::vector<std::string_view>& cells) {
    std::optional<std::string_view> unit;
    std::vector<std::string> numbers;
    numbers.reserve(cells.size());
    for (const auto& c : cells) {
        if (c.empty()) {
            numbers.emplace_back();
            continue;
        }
        auto split = split_unit(c);
        if (!split || (unit && split->first != *unit)) return std::nullopt;
        unit = split->first;
        numbers.push_back(std::move(split->second));
    }
    if (!unit) return std::nullopt;
    const std::vector<std::string_view> views(numbers.begin(), numbers.end());
    auto n = type_numbers(views);
    if (!n) n = try_space_grouped(views);
    if (!n) return std::nullopt;
    n->unit = std::string(*unit);
    return n;
}

}  // namespace

typed_column type_column(const std::vector<std::string_view>& raw) {
    std::vector<std::string_view> cells;
    cells.reserve(raw.size());
    bool any_value = false;
    for (const auto c : raw) {
        if (is_missing_token(c)) {
            cells.emplace_back();
        } else {
            cells.push_back(c);
            any_value = true;
        }
    }
    if (any_value) {
        if (auto b = try_booleans(cells)) return std::move(*b);
        if (auto d = try_dates(cells)) return std::move(*d);
        if (auto n = type_numbers(cells)) return std::move(*n);
        // What a spreadsheet writes besides plain numbers and dates, tried only when those failed
        // (a plain numeric paste pays nothing for them).
        if (auto p = try_periods(cells)) return std::move(*p);
        if (auto n = try_space_grouped(cells)) return std::move(*n);
        if (auto n = try_unit(cells)) return std::move(*n);
    }
    return typed_column{dtype::text, std::vector<std::string>(cells.begin(), cells.end()), {}};
}

}  // namespace anyplot::agents::data::detail

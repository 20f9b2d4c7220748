// Formula cells are neutralised, not refused: a CSV export of real data legitimately holds
// "=" or "-" led notes, and a leading quote is the OWASP-recommended defence that keeps the value
// readable. Injection phrases in headers refuse the table because headers reach the model's prompt
// verbatim as column names.
#include "agents/data/guard.hpp"

#include <array>
#include <new>

#include "agents/data/values.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::data {
namespace {

constexpr std::array<std::string_view, 16> k_phrases{
    "ignore previous instructions", "ignore all previous", "ignore the above", "ignore prior instructions",
    "ignore your instructions",     "system prompt",       "you are now",      "disregard",
    "new instructions",             "forget everything",   "forget all previous", "jailbreak",
    "developer mode",               "do anything now",     "override your instructions", "act as an ai"};
// Role markers keep their colon, so the plain word "assistant" stays a fine column name.
constexpr std::array<std::string_view, 6> k_markers{"assistant:", "system:", "<|im_start|>", "[inst]", "<<sys>>",
                                                    "### instruction"};

bool zero_width_at(std::string_view s, std::size_t i) noexcept {
    const auto rest = s.substr(i);
    return rest.starts_with("\xE2\x80\x8B") || rest.starts_with("\xE2\x80\x8C") ||
           rest.starts_with("\xE2\x80\x8D") || rest.starts_with("\xE2\x81\xA0") ||
           rest.starts_with("\xEF\xBB\xBF") || rest.starts_with("\xC2\xAD");
}

char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// keep_punct: lower-cased, zero-width dropped, whitespace collapsed. Otherwise also every ASCII
// punctuation character becomes a space, so "Ignore_previous-instructions!" still matches.
std::string fold(std::string_view s, bool keep_punct) {
    std::string out = " ";
    for (std::size_t i = 0; i < s.size();) {
        if (zero_width_at(s, i)) {
            i += s[i] == '\xC2' ? std::size_t{2} : std::size_t{3};
            continue;
        }
        char c = lower(s[i++]);
        const auto u = static_cast<unsigned char>(c);
        const bool punct = u < 0x80 && !(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9');
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || (punct && !keep_punct)) c = ' ';
        if (c == ' ' && out.back() == ' ') continue;
        out.push_back(c);
    }
    if (out.back() != ' ') out.push_back(' ');
    return out;
}

bool control_in(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
            return true;
        }
    }
    return false;
}

// "'" + the cell, keeping the cell cap (a neutralised 200-character cell loses its last character).
std::string neutralise(std::string_view cell, std::size_t cap) {
    std::string out = "'";
    out += cell;
    while (common::utf8::length(out) > cap) {
        out.pop_back();
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) out.pop_back();
        if (!out.empty() && static_cast<unsigned char>(out.back()) >= 0xC0) out.pop_back();
    }
    // The parser trims cells and headers; a cut that ends in a space must not change on re-reading.
    while (out.size() > 1 && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
    return out;
}

// A neutralised header may now equal another one; the parser's `_2`, `_3` rule restores uniqueness.
void make_unique_name(std::vector<column_profile>& cols, std::size_t i) {
    auto taken = [&](const std::string& n) {
        for (std::size_t j = 0; j < cols.size(); ++j) {
            if (j != i && cols[j].name == n) return true;
        }
        return false;
    };
    if (!taken(cols[i].name)) return;
    for (std::size_t k = 2;; ++k) {
        const std::string suffix = "_" + std::to_string(k);
        std::string base = neutralise(cols[i].name.substr(1), wire::max_header_chars - suffix.size());
        std::string candidate = base + suffix;
        if (!taken(candidate)) {
            cols[i].name = std::move(candidate);
            return;
        }
    }
}

bool instruction_like(std::string_view cell) {
    static constexpr std::array<std::string_view, 14> cues{
        " you ",   " your ",    " please ", " must ",  " ignore ", " instead ", " respond ",
        " reply ", " pretend ", " act as ", " do not ", " always ", " never ",  " instructions "};
    const std::string f = fold(cell, false);
    std::size_t words = 0;
    for (std::size_t i = 1; i < f.size(); ++i) {
        if (f[i] == ' ') ++words;
    }
    if (words < 8) return false;
    for (auto c : cues) {
        if (f.find(c) != std::string::npos) return true;
    }
    return false;
}

}  // namespace

bool looks_like_formula(std::string_view cell) noexcept {
    // Spreadsheets skip leading spaces, tabs and carriage returns before the formula sign.
    while (!cell.empty() && (cell.front() == ' ' || cell.front() == '\t' || cell.front() == '\r' ||
                             cell.front() == '\n')) {
        cell.remove_prefix(1);
    }
    if (cell.size() < 2) return false;
    const char c = cell.front();
    if (c == '=' || c == '@') return true;
    if (c == '+' || c == '-') return !detail::is_plain_number_or_date(detail::trim(cell));
    return false;
}

bool has_injection_phrase(std::string_view text) {
    const std::string loose = fold(text, false);
    for (auto p : k_phrases) {
        if (loose.find(" " + std::string(p) + " ") != std::string::npos) return true;
    }
    std::string tight;
    for (char c : fold(text, true)) {
        if (c != ' ') tight.push_back(c);
    }
    for (auto m : k_markers) {
        std::string key;
        for (char c : m) {
            if (c != ' ') key.push_back(c);
        }
        if (tight.find(key) != std::string::npos) return true;
    }
    return false;
}

guard_verdict prefilter(const table& t) {
    guard_verdict v;
    for (const auto& c : t.columns) {
        if (control_in(c.name)) return {guard_status::refused, "control_character", {}, {}};
        if (has_injection_phrase(c.name)) return {guard_status::refused, "injection_in_header", {}, {}};
    }
    for (const auto& row : t.rows) {
        for (const auto& cell : row) {
            if (control_in(cell)) return {guard_status::refused, "control_character", {}, {}};
        }
    }
    v.data = t;
    std::size_t neutralised = 0;
    for (std::size_t i = 0; i < v.data.columns.size(); ++i) {
        auto& c = v.data.columns[i];
        if (looks_like_formula(c.name)) {
            c.name = neutralise(c.name, wire::max_header_chars);
            make_unique_name(v.data.columns, i);
            ++neutralised;
        }
    }
    for (std::size_t col = 0; col < v.data.columns.size(); ++col) {
        if (v.data.columns[col].type != dtype::text) continue;  // typed cells are numbers, dates...
        for (auto& row : v.data.rows) {
            if (looks_like_formula(row[col])) {
                row[col] = neutralise(row[col], wire::max_cell_chars);
                ++neutralised;
            }
        }
    }
    if (neutralised > 0) {
        refresh_profile(v.data);
        v.warnings.push_back("formula_cells_neutralised:" + std::to_string(neutralised));
    }
    return v;
}

judge_verdict rule_judge::judge(const table& t) {
    std::size_t text_cells = 0, instructions = 0;
    for (std::size_t col = 0; col < t.columns.size(); ++col) {
        if (t.columns[col].type != dtype::text) continue;
        for (const auto& row : t.rows) {
            const auto& cell = row[col];
            if (cell.empty()) continue;
            ++text_cells;
            if (has_injection_phrase(cell)) return {judge_decision::refuse, "injection_in_cells"};
            if (instruction_like(cell)) ++instructions;
        }
    }
    if (instructions >= 3 && instructions * 2 > text_cells) return {judge_decision::refuse, "instruction_text"};
    return {judge_decision::allow, {}};
}

guard_result check_dataset(const table& t, dataset_judge& judge) {
    guard_verdict v;
    try {
        v = prefilter(t);
    } catch (const std::bad_alloc&) {
        return {guard_status::unavailable, "guard_unavailable", {}, {}};
    }
    if (v.status != guard_status::ok) return v;
    judge_verdict j;
    try {
        j = judge.judge(v.data);
    } catch (...) {
        return {guard_status::unavailable, "guard_unavailable", {}, std::move(v.warnings)};
    }
    switch (j.decision) {
        case judge_decision::allow: return v;
        case judge_decision::refuse:
            return {guard_status::refused, j.reason.empty() ? "judge_refused" : j.reason, {}, std::move(v.warnings)};
        case judge_decision::unavailable:
            return {guard_status::unavailable, "guard_unavailable", {}, std::move(v.warnings)};
    }
    return {guard_status::unavailable, "guard_unavailable", {}, std::move(v.warnings)};
}

}  // namespace anyplot::agents::data

#include "agents/validate/rules/text.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "agents/validate/rules/messages.hpp"
#include "agents/validate/tables.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

namespace anyplot::agents::validate::rules {
namespace {

int line_of_offset(std::string_view code, std::size_t offset) noexcept {
    return 1 + static_cast<int>(std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// PEP 263: a comment on line 1 or 2 matching `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`. The
// first "coding" followed by ':' or '=' decides, as in CPython's tokenizer: one that is not
// ("# encoding utf-8, coding: utf-7") does not end the search.
std::string_view coding_declaration(std::string_view line) noexcept {
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f')) ++i;
    if (i >= line.size() || line[i] != '#') return {};
    for (std::size_t at = line.find("coding", i); at != std::string_view::npos; at = line.find("coding", at + 1)) {
        std::size_t j = at + 6;
        if (j >= line.size() || (line[j] != ':' && line[j] != '=')) continue;
        ++j;
        while (j < line.size() && (line[j] == ' ' || line[j] == '\t')) ++j;
        const std::size_t start = j;
        while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) != 0 || line[j] == '-' ||
                                   line[j] == '_' || line[j] == '.')) {
            ++j;
        }
        if (j == start) continue;  // "coding:" with no name: the pattern looks further on
        return line.substr(start, j - start);
    }
    return {};
}

bool is_utf8_name(std::string_view name) noexcept {
    std::string lower;
    for (const char ch : name) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(ch))));
    return lower == "utf-8" || lower == "utf8" || lower == "utf_8" || lower.rfind("utf-8-", 0) == 0 ||
           lower.rfind("utf_8_", 0) == 0;
}

}  // namespace

std::vector<finding> check_text(std::string_view code) {
    std::vector<finding> out;
    if (const auto bad = common::utf8::first_invalid(code)) {
        out.push_back({rule_id::invalid_utf8, "the code is not valid UTF-8", line_of_offset(code, *bad)});
        return out;
    }
    if (common::utf8::length(code) > wire::max_code_chars) {
        out.push_back({rule_id::too_long, "the code is longer than 6,000 characters", 0});
        return out;
    }
    // A coding cookie would make a file-reading interpreter decode differently from the str the
    // helper parsed: the validator and the run must see the same text.
    // Lines end at \n, \r\n or a lone \r, as CPython's tokenizer reads a file: a lone CR on line 1
    // puts a cookie on "line 2" that a \n-only reading would hide inside line 1.
    std::string_view rest = code;
    for (int line = 1; line <= 2 && !rest.empty(); ++line) {
        std::size_t nl = rest.find_first_of("\r\n");
        const std::string_view text = rest.substr(0, nl);
        if (nl != std::string_view::npos && rest[nl] == '\r' && nl + 1 < rest.size() && rest[nl + 1] == '\n') ++nl;
        const std::string_view name = coding_declaration(text);
        if (!name.empty() && !is_utf8_name(name)) {
            out.push_back({rule_id::encoding, "a coding declaration other than UTF-8 is not allowed", line});
        }
        if (nl == std::string_view::npos) break;
        rest.remove_prefix(nl + 1);
    }
    return out;
}

// A str or bytes literal: split dunders ("__cla" + "ss__") and URLs. A constant holds no nodes.
void check_string(context& c, const node& n) {
    const char kind = n.constant_kind();
    if (kind != 's' && kind != 'b') return;
    const std::string_view text = n.text("v");
    if (text.find("__") != std::string_view::npos) c.add(rule_id::dunder, k_dunder_message, n.line);
    if (tables::contains_url(text)) c.add(rule_id::file_access, k_file_message, n.line);
}

}  // namespace anyplot::agents::validate::rules

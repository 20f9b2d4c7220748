// The classifier is a heuristic by nature; it leans towards "table" because a table the parser
// then refuses explains itself better than a paste wrongly called code. The table structure is
// consulted too: a well-formed multi-column CSV with a code-looking cell stays a table.
// Linear on any input: hand-written scanners only (no regex), every line cut to its first
// max_line_chars for matching, the formula language's parser (itself linear) only on texts
// within its own 2,000-character cap, the paste parser once.
#include "agents/data/classify.hpp"

#include <array>
#include <new>
#include <string>
#include <vector>

#include "agents/data/parse.hpp"
#include "agents/formula/formula.hpp"

namespace anyplot::agents::data {

std::string_view strip_line(std::string_view s) noexcept {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

namespace {

bool ident_char(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool ident_start(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        const auto line = strip_line(text.substr(0, nl));
        if (!line.empty()) out.push_back(line.substr(0, max_line_chars));
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
    return out;
}

bool word_at_start(std::string_view line, std::string_view word) noexcept {
    return line.starts_with(word) && (line.size() == word.size() || line[word.size()] == ' ' ||
                                      line[word.size()] == '(' || line[word.size()] == '\t');
}

// `name = ...` or `name.attr[...] = ...` where the right side is not a comparison.
bool assignment(std::string_view line) noexcept {
    std::size_t i = 0;
    if (i >= line.size() || !ident_start(line[i])) return false;
    while (i < line.size() && (ident_char(line[i]) || line[i] == '.' || line[i] == '[' || line[i] == ']' ||
                               line[i] == '\'' || line[i] == '"')) {
        ++i;
    }
    while (i < line.size() && line[i] == ' ') ++i;
    if (i < line.size() && (line[i] == '+' || line[i] == '-' || line[i] == '*' || line[i] == '/')) ++i;
    return i + 1 < line.size() && line[i] == '=' && line[i + 1] != '=';
}

// y = sin(x) | f(x) = x^2 + 1 | f(x, y) = ... — a name or a call of names, '=', an expression.
bool formula_line(std::string_view line) noexcept {
    std::size_t i = 0;
    if (i >= line.size() || !ident_start(line[i])) return false;
    while (i < line.size() && ident_char(line[i])) ++i;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i < line.size() && line[i] == '(') {
        ++i;
        while (i < line.size() && line[i] != ')') {
            if (!ident_char(line[i]) && line[i] != ',' && line[i] != ' ') return false;
            ++i;
        }
        if (i >= line.size()) return false;
        ++i;
        while (i < line.size() && line[i] == ' ') ++i;
    }
    if (i >= line.size() || line[i] != '=' || (i + 1 < line.size() && line[i + 1] == '=')) return false;
    const auto rhs = strip_line(line.substr(i + 1));
    if (rhs.empty()) return false;
    int depth = 0;
    bool variable_or_op = false;
    for (char c : rhs) {
        if (c == '(') ++depth;
        if (c == ')' && --depth < 0) return false;
        if (c == ';' || c == '|' || c == '\t' || c == '"' || c == '{' || c == '[') return false;
        if (c == ',' && depth == 0) return false;  // top-level commas are delimiter structure
        if (ident_start(c) || c == '^' || c == '*' || c == '/' || c == '+' || c == '-') variable_or_op = true;
    }
    return depth == 0 && variable_or_op;
}

// A row of numbers and delimiters (most lines of most pastes) cannot be code: one pass instead of
// every marker search.
bool numeric_row(std::string_view line) noexcept {
    for (const char c : line) {
        const bool ok = (c >= '0' && c <= '9') || c == '.' || c == ',' || c == ';' || c == '\t' || c == '|' ||
                        c == ' ' || c == '-' || c == '+' || c == 'e' || c == 'E' || c == '"';
        if (!ok) return false;
    }
    return true;
}

}  // namespace

bool code_shaped_line(std::string_view line) {
    line = strip_line(line);
    if (line.empty() || numeric_row(line)) return false;
    static constexpr std::array<std::string_view, 14> starts{
        "import", "from",   "def",    "class", "return", "library", "require",
        "const",  "let",    "var",    "while", "if",     "elif",    "print"};
    for (auto w : starts) {
        if (!word_at_start(line, w)) continue;
        if (w == "from") return line.find(" import ") != std::string_view::npos;
        if (w == "if" || w == "while") return line.back() == ':' || line.back() == '{' || line.find('(') < 4;
        return true;
    }
    if (line.starts_with("for ") || line.starts_with("for(")) {
        return line.find(" in ") != std::string_view::npos || line.find('(') != std::string_view::npos;
    }
    // Every inner marker holds '<', '=', '(' or a '.' after a letter, or is "lambda ": one pass
    // over the line rules most prose and table rows out before sixteen searches.
    bool may_hold_marker = line.find("lambda ") != std::string_view::npos;
    for (std::size_t i = 0; i < line.size() && !may_hold_marker; ++i) {
        const char c = line[i];
        may_hold_marker = c == '<' || c == '=' || c == '(' ||
                          (c == '.' && i > 0 && (ident_start(line[i - 1])));
    }
    const bool block_line =
        line == "}" || line == "};" || line.ends_with("):") || line == "else:" || line == "try:";
    if (!may_hold_marker) return block_line;
    static constexpr std::array<std::string_view, 16> inner{
        " <- ", "<-", "function(", "function (", "=>", "np.", "pd.", "plt.", "rnorm(", "runif(",
        "console.log", "math.", "Math.", "seq(", "data.frame(", "lambda "};
    for (auto w : inner) {
        if (line.find(w) != std::string_view::npos) return true;
    }
    return block_line || assignment(line);
}

namespace {

paste_kind classify_unguarded(std::string_view text) {
    const auto lines = lines_of(text);
    if (lines.empty()) return paste_kind::table;
    // A formula of the formula language (docs/formula.md), on one line or several.
    if (text.size() <= 4 * formula::max_formula_chars && formula::is_formula(text)) return paste_kind::formula;
    std::size_t code_lines = 0;
    for (auto l : lines) {
        if (code_shaped_line(l)) ++code_lines;
    }
    if (lines.size() == 1) {
        if (code_lines == 1 && !formula_line(lines[0])) return paste_kind::code;
        if (text.size() <= formula::max_formula_chars && formula_line(lines[0])) {
            const bool module_call = lines[0].find("np.") != std::string_view::npos ||
                                     lines[0].find("pd.") != std::string_view::npos;
            return module_call ? paste_kind::code : paste_kind::formula;
        }
        return paste_kind::table;
    }
    if (code_lines * 2 < lines.size()) return paste_kind::table;
    // Mostly code-shaped. A well-formed table with at least two columns whose header is not itself
    // code stays a table unless code dominates clearly (three code lines or more, and most of them).
    // The cheap conditions first: the parse runs only when its answer can decide.
    if (!code_shaped_line(lines[0]) && (code_lines < 3 || code_lines * 4 < lines.size() * 3)) {
        auto parsed = parse_table(text);
        if (parsed.ok() && parsed->columns.size() >= 2) return paste_kind::table;
    }
    return paste_kind::code;
}

}  // namespace

paste_kind classify_paste(std::string_view text) {
    try {
        return classify_unguarded(text);
    } catch (const std::bad_alloc&) {
        return paste_kind::table;  // the parser then reports what it can
    }
}

}  // namespace anyplot::agents::data

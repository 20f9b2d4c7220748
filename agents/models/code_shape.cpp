#include "agents/models/code_shape.hpp"

#include "agents/data/classify.hpp"
#include "agents/formula/formula.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace anyplot::agents::models {

namespace {

std::optional<source_language> from_tag(std::string_view tag) {
    std::string t(data::strip_line(tag));
    std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (t == "python" || t == "py" || t == "python3") return source_language::python;
    if (t == "js" || t == "javascript" || t == "ts" || t == "typescript" || t == "node") return source_language::javascript;
    if (t == "r") return source_language::r;
    return std::nullopt;
}

bool has(std::string_view line, std::string_view what) { return line.find(what) != std::string_view::npos; }
bool starts(std::string_view line, std::string_view what) { return line.rfind(what, 0) == 0; }

// A chat message's line that is code: the paste classifier's code-shaped line, and — because
// people write "print the table", "from 0 to 10", "if possible" in prose — some code punctuation,
// except for the lines that are code by their first words alone.
bool code_line(std::string_view line) {
    if (starts(line, "import ") || (starts(line, "from ") && has(line, " import ")) || starts(line, "def ") ||
        starts(line, "class ") || starts(line, "library(")) {
        return true;
    }
    return data::code_shaped_line(line) && line.find_first_of("()[]{}=;:<") != std::string_view::npos;
}

struct scores {
    int python = 0, javascript = 0, r = 0;
};

void score_line(std::string_view line, scores& s) {
    if (starts(line, "import ") || (starts(line, "from ") && has(line, " import ")) || starts(line, "def ") ||
        starts(line, "elif ") || has(line, "np.") || has(line, "pd.") || has(line, "range(") ||
        has(line, "math.") || has(line, "random.") || has(line, "print(") ||
        (!line.empty() && line.back() == ':' && (starts(line, "for ") || starts(line, "if ") || starts(line, "while ")))) {
        ++s.python;
    }
    if (starts(line, "const ") || starts(line, "let ") || starts(line, "var ") || starts(line, "function ") ||
        has(line, "=>") || has(line, "console.") || has(line, "Math.") || has(line, "===") ||
        (!line.empty() && line.back() == ';') || (starts(line, "for (") && has(line, ";"))) {
        ++s.javascript;
    }
    if (has(line, "<-") || starts(line, "library(") || has(line, "rnorm(") || has(line, "runif(") ||
        has(line, "data.frame(") || has(line, "seq(") || has(line, "cumsum(c(") || has(line, "<- c(") ||
        has(line, "function(")) {
        ++s.r;
    }
}

}  // namespace

code_guess guess_code(std::string_view message) {
    code_guess g;
    std::string_view body = message;
    std::optional<source_language> tagged;
    bool fenced = false;
    if (const auto open = message.find("```"); open != std::string_view::npos) {
        const auto tag_end = message.find('\n', open + 3);
        if (tag_end != std::string_view::npos) {
            tagged = from_tag(message.substr(open + 3, tag_end - open - 3));
            const auto close = message.find("```", tag_end + 1);
            body = message.substr(tag_end + 1, close == std::string_view::npos ? std::string_view::npos
                                                                                : close - tag_end - 1);
            fenced = true;
        }
    }
    int lines = 0, code_lines = 0;
    scores s;
    for (std::size_t pos = 0; pos < body.size();) {
        const auto nl = body.find('\n', pos);
        const auto line = data::strip_line(body.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos));
        pos = nl == std::string_view::npos ? body.size() : nl + 1;
        if (line.empty() || starts(line, "#") || starts(line, "//")) continue;
        ++lines;
        if (code_line(line)) ++code_lines;
        score_line(line, s);
    }
    if (lines == 0) return g;
    // A fenced block is code by the writer's word; otherwise most lines must look like code.
    if (!fenced && code_lines * 2 < lines) return g;
    if (tagged) {
        g.language = tagged;
    } else if (s.r > s.python && s.r >= s.javascript) {
        g.language = source_language::r;
    } else if (s.javascript > s.python) {
        g.language = source_language::javascript;
    } else if (s.python > 0 || code_lines > 0) {
        g.language = source_language::python;
    }
    if (g.language) g.code = std::string(body);
    return g;
}

namespace {

bool name_char(char c) noexcept { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

std::optional<std::string> formula_candidate(std::string_view text);

bool word_at(std::string_view s, std::size_t at, std::string_view w) {
    if (s.compare(at, w.size(), w) != 0) return false;
    const bool left = at == 0 || !name_char(s[at - 1]);
    const bool right = at + w.size() >= s.size() || !name_char(s[at + w.size()]);
    return left && right;
}

// `w` as a word, or glued to a number before it ("2pi").
std::size_t find_word_or_suffix(std::string_view s, std::string_view w, std::size_t from = 0) {
    for (std::size_t at = s.find(w, from); at != std::string_view::npos; at = s.find(w, at + 1)) {
        const bool left = at == 0 || !name_char(s[at - 1]) || (s[at - 1] >= '0' && s[at - 1] <= '9');
        const bool right = at + w.size() >= s.size() || !name_char(s[at + w.size()]);
        if (left && right) return at;
    }
    return std::string_view::npos;
}

std::size_t find_word(std::string_view s, std::string_view w, std::size_t from = 0) {
    for (std::size_t at = s.find(w, from); at != std::string_view::npos; at = s.find(w, at + 1)) {
        if (word_at(s, at, w)) return at;
    }
    return std::string_view::npos;
}

// The range forms people write around the formula language, rewritten to its own and tried once
// more: a range without its variable ("y = sin(x)/x from -20 to 20" -> "... for x from -20 to
// 20"), "between a and b" / "zwischen a und b" / "von a bis b" (-> "from a to b"), and
// "x in 0..10" (-> "x in [0, 10]"). The variable is x when the expression uses x, else t.
std::optional<std::string> as_people_write_it(std::string_view text) {
    std::string s(text);
    const auto replace_pair = [&s](std::string_view open, std::string_view link) {
        const auto a = find_word(s, open);
        if (a == std::string::npos) return;
        const auto b = find_word(s, link, a + open.size());
        if (b == std::string::npos) return;
        s.replace(b, link.size(), "to");
        s.replace(a, open.size(), "from");
    };
    replace_pair("between", "and");
    replace_pair("zwischen", "und");
    replace_pair("von", "bis");
    replace_pair("entre", "et");
    replace_pair("entre", "y");
    // "2 pi", "2pi", "2π" -> "2*pi" (the language multiplies only with *).
    for (std::size_t at = s.find("\xCF\x80"); at != std::string::npos; at = s.find("\xCF\x80", at)) s.replace(at, 2, "pi");
    for (std::size_t at = find_word_or_suffix(s, "pi"); at != std::string::npos; at = find_word_or_suffix(s, "pi", at + 2)) {
        std::size_t before = at;
        while (before > 0 && s[before - 1] == ' ') --before;
        if (before > 0 && s[before - 1] >= '0' && s[before - 1] <= '9') {
            s.replace(before, at - before, "*");
            at = before + 1;
        }
    }
    if (const auto dots = s.find(".."); dots != std::string::npos) {
        const auto in = s.rfind(" in ", dots);
        if (in != std::string::npos) {
            auto end = s.find_first_of(" ,;", dots + 2);
            if (end == std::string::npos) end = s.size();
            const std::string low = s.substr(in + 4, dots - in - 4);
            const std::string high = s.substr(dots + 2, end - dots - 2);
            s.replace(in + 4, end - in - 4, "[" + low + ", " + high + "]");
        }
    }
    const auto from = find_word(s, "from");
    const auto eq = s.find('=');
    if (from != std::string::npos && eq != std::string::npos && eq < from) {
        // A range clause names its variable just before "from"; none does here: add it.
        std::size_t before = from;
        while (before > 0 && s[before - 1] == ' ') --before;
        std::size_t name_start = before;
        while (name_start > 0 && name_char(s[name_start - 1])) --name_start;
        const std::string_view named = std::string_view(s).substr(name_start, before - name_start);
        const std::string_view expression = std::string_view(s).substr(eq + 1, from - eq - 1);
        const bool has_variable = (named == "x" || named == "t") && find_word(expression, named) == std::string::npos;
        if (!has_variable) {
            const char* variable = find_word(expression, "x") != std::string::npos ? "x" : "t";
            s.insert(from, std::string("for ") + variable + " ");
        }
    }
    return formula_candidate(s);
}

std::optional<std::string> formula_candidate(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return std::nullopt;
    text = text.substr(first, text.find_last_not_of(" \t\r\n.!") - first + 1);
    if (text.empty() || text.size() > 4 * formula::max_formula_chars) return std::nullopt;
    if (!formula::is_formula(text)) return std::nullopt;
    return std::string(text);
}

}  // namespace

std::optional<std::string> formula_in(std::string_view message) {
    // A fenced block is the writer's own delimitation.
    if (const auto open = message.find("```"); open != std::string_view::npos) {
        const auto body_start = message.find('\n', open + 3);
        if (body_start != std::string_view::npos) {
            const auto close = message.find("```", body_start + 1);
            const auto body = message.substr(body_start + 1, close == std::string_view::npos ? std::string_view::npos
                                                                                              : close - body_start - 1);
            return formula_candidate(body);
        }
    }
    if (auto whole = formula_candidate(message)) return whole;
    // Words before it ("plot", "Zeichne:"): from the name in front of the first `=` on.
    const auto eq = message.find('=');
    if (eq == std::string_view::npos) {
        // An expression without a name ("plot sin(x)/x between 0 and 2 pi"): from its first
        // function call on, named y (f when it uses y).
        for (std::size_t at = 0; at < message.size(); ++at) {
            if (!name_char(message[at]) || (at > 0 && name_char(message[at - 1]))) continue;
            std::size_t end = at;
            while (end < message.size() && name_char(message[end])) ++end;
            if (end < message.size() && message[end] == '(') {
                const std::string_view rest = message.substr(at);
                const char* name = find_word(rest, "y") == std::string_view::npos ? "y = " : "f = ";
                return as_people_write_it(std::string(name) + std::string(rest));
            }
        }
        return std::nullopt;
    }
    if (eq == 0) return std::nullopt;
    std::size_t end = eq;
    while (end > 0 && message[end - 1] == ' ') --end;
    std::size_t start = end;
    while (start > 0 && name_char(message[start - 1])) --start;
    if (start == end || start == 0) {  // no name, or nothing before it (tried whole)
        return start == end ? std::nullopt : as_people_write_it(message);
    }
    if (auto found = formula_candidate(message.substr(start))) return found;
    return as_people_write_it(message.substr(start));
}

}  // namespace anyplot::agents::models

// The lexer: one pass over the bytes, linear, positions in code points.
#include <charconv>
#include <string>
#include <system_error>

#include "agents/formula/lexer.hpp"
#include "agents/formula/reasons.hpp"

namespace anyplot::agents::formula::detail {
namespace {

[[nodiscard]] bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
[[nodiscard]] bool is_name_start(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
[[nodiscard]] bool is_name_char(char c) noexcept { return is_name_start(c) || is_digit(c); }

// Byte length of the valid UTF-8 sequence at `i` (its code point in `cp`), or 0 when invalid:
// truncated, overlong, a surrogate or beyond U+10FFFF.
[[nodiscard]] std::size_t decode(std::string_view s, std::size_t i, std::uint32_t& cp) noexcept {
    const auto b0 = static_cast<std::uint32_t>(static_cast<unsigned char>(s[i]));
    std::size_t len = 0;
    std::uint32_t smallest = 0;
    if ((b0 & 0xE0U) == 0xC0U) {
        len = 2, cp = b0 & 0x1FU, smallest = 0x80U;
    } else if ((b0 & 0xF0U) == 0xE0U) {
        len = 3, cp = b0 & 0x0FU, smallest = 0x800U;
    } else if ((b0 & 0xF8U) == 0xF0U) {
        len = 4, cp = b0 & 0x07U, smallest = 0x10000U;
    } else {
        return 0;
    }
    if (s.size() - i < len) return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const auto b = static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + k]));
        if ((b & 0xC0U) != 0x80U) return 0;
        cp = (cp << 6U) | (b & 0x3FU);
    }
    if (cp < smallest || cp > 0x10FFFFU || (cp >= 0xD800U && cp <= 0xDFFFU)) return 0;
    return len;
}

enum class special : std::uint8_t { none, space, token };

// The non-ASCII characters a textbook formula uses; everything else is refused rather than
// guessed at (a Greek letter is not silently a name).
[[nodiscard]] special map_unicode(std::uint32_t cp, token& t) noexcept {
    switch (cp) {
    case 0x00A0U:  // no-break space
    case 0xFEFFU:  // byte order mark, as pasted from some editors
        return special::space;
    case 0x00B7U:  // middle dot
    case 0x00D7U:  // multiplication sign
    case 0x22C5U:  // dot operator
        t.kind = tok::star; return special::token;
    case 0x00F7U: t.kind = tok::slash; return special::token;
    case 0x2212U: t.kind = tok::minus; return special::token;
    case 0x00B2U: t.kind = tok::squared; return special::token;
    case 0x00B3U: t.kind = tok::cubed; return special::token;
    case 0x2264U: t.kind = tok::le; return special::token;
    case 0x2265U: t.kind = tok::ge; return special::token;
    case 0x2260U: t.kind = tok::ne; return special::token;
    case 0x2208U: t.kind = tok::kw_in; return special::token;
    case 0x03C0U: t.kind = tok::name, t.text = "pi"; return special::token;
    default: return special::none;
    }
}

[[nodiscard]] tok keyword_or_name(std::string_view w) noexcept {
    if (w == "from") return tok::kw_from;
    if (w == "to") return tok::kw_to;
    if (w == "step") return tok::kw_step;
    if (w == "in") return tok::kw_in;
    if (w == "for") return tok::kw_for;
    if (w == "with") return tok::kw_with;
    return tok::name;
}

// One- and two-character ASCII operators; tok::end when `c` is not one.
[[nodiscard]] tok ascii_operator(char c, char next, std::size_t& len) noexcept {
    len = 1;
    const auto pair = [&](char second, tok two, tok one) {
        if (next == second) {
            len = 2;
            return two;
        }
        return one;
    };
    switch (c) {
    case '+': return tok::plus;
    case '-': return tok::minus;
    case '*': return pair('*', tok::caret, tok::star);  // ** is ^
    case '/': return tok::slash;
    case '%': return tok::percent;
    case '^': return tok::caret;
    case '(': return tok::lparen;
    case ')': return tok::rparen;
    case '[': return tok::lbracket;
    case ']': return tok::rbracket;
    case ',': return tok::comma;
    case ';': return tok::semicolon;
    case '=': return pair('=', tok::eq, tok::assign);
    case '<': return pair('=', tok::le, tok::lt);
    case '>': return pair('=', tok::ge, tok::gt);
    case '!': return pair('=', tok::ne, tok::end);
    default: return tok::end;
    }
}

}  // namespace

common::result<std::vector<token>, formula_error> lex(std::string_view s) {
    std::vector<token> out;
    std::size_t i = 0;
    std::size_t col = 0;    // code points consumed so far
    std::size_t depth = 0;  // open ( and [, so a newline inside them is only whitespace
    while (i < s.size()) {
        const char c = s[i];
        token t;
        t.position = col + 1;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++i, ++col;
            continue;
        }
        if (c == '\n') {
            if (depth == 0) {
                t.kind = tok::newline;
                out.push_back(t);
            }
            ++i, ++col;
            continue;
        }
        if (is_digit(c) || (c == '.' && i + 1 < s.size() && is_digit(s[i + 1]))) {
            std::size_t j = i;
            while (j < s.size() && is_digit(s[j])) ++j;
            if (j < s.size() && s[j] == '.') {
                ++j;
                while (j < s.size() && is_digit(s[j])) ++j;
            }
            // An exponent only when digits follow, so `2e` reads as 2 times the constant e. Its
            // sign may be the typographic minus (1e−3), which from_chars needs as ASCII.
            std::size_t typographic = 0;  // byte offset of a U+2212 exponent sign, 0 if none
            if (j < s.size() && (s[j] == 'e' || s[j] == 'E')) {
                std::size_t k = j + 1;
                if (k < s.size() && (s[k] == '+' || s[k] == '-')) {
                    ++k;
                } else if (s.substr(k, 3) == "\xE2\x88\x92") {
                    typographic = k;
                    k += 3;
                }
                if (k < s.size() && is_digit(s[k])) {
                    j = k;
                    while (j < s.size() && is_digit(s[j])) ++j;
                } else {
                    typographic = 0;
                }
            }
            std::string ascii;
            std::string_view literal = s.substr(i, j - i);
            if (typographic != 0) {
                ascii.assign(s.substr(i, typographic - i));
                ascii += '-';
                ascii.append(s.substr(typographic + 3, j - typographic - 3));
                literal = ascii;
            }
            const char* last = literal.data() + literal.size();
            const auto [ptr, ec] = std::from_chars(literal.data(), last, t.value);
            if (ec == std::errc::result_out_of_range) {
                return common::failure{error_at(why::number_out_of_range, t.position)};
            }
            if (ec != std::errc{} || ptr != last) {
                return common::failure{error_at(why::malformed_number, t.position)};
            }
            t.kind = tok::number;
            out.push_back(t);
            col += literal.size();  // one code point per byte once the minus is ASCII
            i = j;
            continue;
        }
        if (c == '.') return common::failure{error_at(why::malformed_number, t.position)};
        if (is_name_start(c)) {
            std::size_t j = i;
            while (j < s.size() && is_name_char(s[j])) ++j;
            if (j - i > max_name_chars) {
                return common::failure{error_at(why::name_too_long, t.position)};
            }
            t.text = s.substr(i, j - i);
            t.kind = keyword_or_name(t.text);
            out.push_back(t);
            col += j - i;
            i = j;
            continue;
        }
        if (static_cast<unsigned char>(c) < 0x80U) {
            std::size_t len = 1;
            t.kind = ascii_operator(c, i + 1 < s.size() ? s[i + 1] : '\0', len);
            if (t.kind == tok::end) {
                return common::failure{error_at(why::unsupported_character, t.position)};
            }
            if (t.kind == tok::lparen || t.kind == tok::lbracket) ++depth;
            if ((t.kind == tok::rparen || t.kind == tok::rbracket) && depth > 0) --depth;
            out.push_back(t);
            i += len, col += len;
            continue;
        }
        std::uint32_t cp = 0;
        const std::size_t len = decode(s, i, cp);
        if (len == 0) return common::failure{error_at(why::invalid_utf8, t.position)};
        const special m = map_unicode(cp, t);
        if (m == special::none) {
            return common::failure{error_at(why::unsupported_character, t.position)};
        }
        if (m == special::token) out.push_back(t);
        i += len, ++col;
    }
    token end;
    end.position = col + 1;
    out.push_back(end);
    return out;
}

}  // namespace anyplot::agents::formula::detail

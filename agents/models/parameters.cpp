#include "agents/models/parameters.hpp"

#include "agents/formula/formula.hpp"
#include "common/utf8.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace anyplot::agents::models {

namespace {

bool is_digit(char32_t c) { return c >= U'0' && c <= U'9'; }

// A letter of an alphabetic script (Latin with its accents, Greek, Cyrillic, ...), below the
// CJK blocks; the Latin-1 and general punctuation and symbols are not letters.
bool is_letter(char32_t c) {
    if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z')) return true;
    if (c < 0xC0 || c == 0xD7 || c == 0xF7) return false;
    if (c >= 0x2000 && c <= 0x2BFF) return false;  // punctuation, symbols, arrows, math operators
    return c < 0x3000;
}

// CJK ideographs, kana, hangul: each a word of its own.
bool is_cjk(char32_t c) {
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
           (c >= 0xF900 && c <= 0xFAFF);
}

// Lower case: the European Latin letters (common/utf8) and the Greek capitals.
char32_t lower(char32_t c) {
    if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;
    return common::utf8::lower_latin(c);
}

bool decimal_comma(std::string_view lang) {
    static constexpr std::array<std::string_view, 8> comma{"de", "fr", "it", "es", "pt", "nl", "pl", "tr"};
    return std::find(comma.begin(), comma.end(), lang) != comma.end();
}

// A number as written ("20,000", "2,5", "1.5e3", "-3", "1'000") in the person's convention.
std::optional<double> parse_number(std::string_view written, std::string_view lang) {
    std::string s;
    bool negative = false;
    if (!written.empty() && written.front() == '-') {
        negative = true;
        written.remove_prefix(1);
    }
    const auto exp_at = written.find_first_of("eE");
    const std::string_view mantissa = written.substr(0, exp_at);
    const std::string_view exponent = exp_at == std::string_view::npos ? std::string_view() : written.substr(exp_at);
    const auto commas = std::count(mantissa.begin(), mantissa.end(), ',');
    const auto dots = std::count(mantissa.begin(), mantissa.end(), '.');
    char decimal = 0;
    if (commas > 0 && dots > 0) {
        decimal = mantissa.find_last_of(",.") == mantissa.rfind(',') ? ',' : '.';
    } else if (commas == 1 || dots == 1) {
        const char mark = commas == 1 ? ',' : '.';
        const auto at = mantissa.find(mark);
        const bool three_after = mantissa.size() - at - 1 == 3;
        const bool grouping_mark = mark == (decimal_comma(lang) ? '.' : ',');
        decimal = three_after && grouping_mark && at >= 1 && at <= 3 ? 0 : mark;
    }
    for (const char c : mantissa) {
        if (c == decimal) {
            s += '.';
        } else if (c >= '0' && c <= '9') {
            s += c;
        }
    }
    s += exponent;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return negative ? -v : v;
}

bool is_word(const std::vector<token>& t, std::size_t i) { return i < t.size() && t[i].what == token::kind::word; }

// The longest phrase of `list` that ends at token `last` (inclusive); 0 when none does.
std::size_t ends_at(const std::vector<phrase>& list, const std::vector<token>& t, std::size_t last) {
    std::size_t best = 0;
    for (const auto& p : list) {
        if (p.empty() || p.size() > last + 1 || p.size() <= best) continue;
        bool all = true;
        for (std::size_t k = 0; k < p.size() && all; ++k) {
            const auto& tok = t[last + 1 - p.size() + k];
            all = tok.what != token::kind::number && tok.text == p[k];
        }
        if (all) best = p.size();
    }
    return best;
}

// The longest phrase of `list` that starts at token `first`; 0 when none does.
std::size_t starts_at(const std::vector<phrase>& list, const std::vector<token>& t, std::size_t first) {
    std::size_t best = 0;
    for (const auto& p : list) {
        if (p.empty() || first + p.size() > t.size() || p.size() <= best) continue;
        bool all = true;
        for (std::size_t k = 0; k < p.size() && all; ++k) {
            const auto& tok = t[first + k];
            all = tok.what != token::kind::number && tok.text == p[k];
        }
        if (all) best = p.size();
    }
    return best;
}

// An unused number with the word that names it, so the answer says what it did not use: "gamma = 2"
// (a name and "=" or ":" before it), "10 seconds" (a word after it that no list of ours holds),
// else the number alone.
std::string as_written(const parameter_words& words, const std::vector<token>& t, std::size_t i) {
    if (i >= 2 && t[i - 1].what == token::kind::sign && t[i - 2].what == token::kind::word) {
        return t[i - 2].text + (t[i - 1].text == ":" ? "" : " ") + t[i - 1].text + " " + t[i].text;
    }
    if (i + 1 < t.size() && t[i + 1].what == token::kind::word) {
        const bool ours = starts_at(words.fillers, t, i + 1) > 0 || starts_at(words.range_from, t, i + 1) > 0 ||
                          starts_at(words.range_to, t, i + 1) > 0 || starts_at(words.percent, t, i + 1) > 0;
        if (!ours) return t[i].text + " " + t[i + 1].text;
    }
    return t[i].text;
}

bool is_filler(const parameter_words& w, const std::vector<token>& t, std::size_t i) {
    return t[i].what == token::kind::sign || (is_word(t, i) && ends_at(w.fillers, t, i) == 1);
}

}  // namespace

std::vector<token> tokenize(std::string_view original) {
    // Fullwidth digits, signs and the no-break and thin spaces as their ASCII forms first.
    std::string normal;
    normal.reserve(original.size());
    for (std::size_t k = 0; k < original.size();) {
        const std::size_t from = k;
        const char32_t c = common::utf8::next(original, k);
        if (c >= 0xFF01 && c <= 0xFF5E) {
            normal += static_cast<char>(c - 0xFF01 + 0x21);
        } else if (c == 0xA0 || c == 0x2009 || c == 0x202F) {
            normal += ' ';
        } else {
            normal.append(original.substr(from, k - from));
        }
    }
    const std::string_view text = normal;
    std::vector<token> out;
    std::size_t i = 0;
    char32_t previous = U' ';
    while (i < text.size()) {
        const char32_t c = common::utf8::next(text, i);
        const bool sign_then_digit = c == U'-' && i < text.size() && is_digit(static_cast<unsigned char>(text[i])) &&
                                     !is_letter(previous) && !is_digit(previous);
        if (is_digit(c) || sign_then_digit) {
            std::string number(1, static_cast<char>(c));
            std::size_t run = c == U'-' ? 0 : 1;  // digits since the last mark
            // Digits with single inner marks (1,204 / 2.5 / 1'000), groups of three after a space
            // ("8 000", as French and Polish write it) and an exponent (1e6, 2.5E-3).
            while (i < text.size()) {
                const char d = text[i];
                const bool digit_next = i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9';
                const auto three_digits_then_end = [&text](std::size_t at) {
                    for (std::size_t k = at; k < at + 3; ++k) {
                        if (k >= text.size() || text[k] < '0' || text[k] > '9') return false;
                    }
                    return at + 3 == text.size() || text[at + 3] < '0' || text[at + 3] > '9';
                };
                if (d == ' ' && run >= 1 && run <= 3 && number.find_first_of(".,e") == std::string::npos &&
                    three_digits_then_end(i + 1)) {
                    number += text.substr(i + 1, 3);
                    i += 4;
                    run = 3;
                    continue;
                }
                if (d >= '0' && d <= '9') {
                    ++run;
                    number += d;
                    ++i;
                } else if ((d == ',' || d == '.' || d == '\'') && digit_next) {
                    number += d;
                    ++i;
                    run = 0;
                } else if ((d == 'e' || d == 'E') && (digit_next || (i + 2 < text.size() && (text[i + 1] == '-' || text[i + 1] == '+') &&
                                                                    text[i + 2] >= '0' && text[i + 2] <= '9'))) {
                    number += d;
                    number += text[i + 1];
                    i += 2;
                } else {
                    break;
                }
            }
            out.push_back({token::kind::number, std::move(number)});
            previous = U'0';
            continue;
        }
        previous = c;
        if (c == U'%') {
            out.push_back({token::kind::percent, "%"});
        } else if (c == U'=' || c == U':') {
            out.push_back({token::kind::sign, std::string(1, static_cast<char>(c))});
        } else if (c == 0xB0) {
            out.push_back({token::kind::word, "\u00B0"});  // degree sign: a unit of its own
        } else if (is_cjk(c)) {
            std::string w;
            common::utf8::append(w, c);
            out.push_back({token::kind::word, std::move(w)});
        } else if (is_letter(c)) {
            std::string w;
            common::utf8::append(w, lower(c));
            while (i < text.size()) {
                std::size_t peek = i;
                const char32_t d = common::utf8::next(text, peek);
                if (!is_letter(d)) break;
                common::utf8::append(w, lower(d));
                i = peek;
            }
            previous = U'a';
            out.push_back({token::kind::word, std::move(w)});
        }
    }
    return out;
}

parameter_reading read_parameters(const std::vector<parameter_spec>& specs, const std::vector<phrase>& ignore,
                                  const parameter_words& words, std::string_view text, std::string_view lang) {
    const auto t = tokenize(text);
    parameter_reading out;
    out.values.reserve(specs.size());
    for (const auto& s : specs) out.values.push_back({s.name, s.fallback, false, {}});
    std::vector<bool> consumed(t.size(), false);
    const auto bind = [&](std::size_t spec, std::size_t tok) {
        const auto v = parse_number(t[tok].text, lang);
        if (!v) return false;
        out.values[spec] = {specs[spec].name, *v, true, t[tok].text};
        consumed[tok] = true;
        return true;
    };
    const auto free = [&](std::size_t spec) { return !out.values[spec].from_request; };
    // Numbers inside a name ("carbon 14") are no one's.
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i].what != token::kind::number) continue;
        if (i > 0 && ends_at(ignore, t, i - 1) > 0) consumed[i] = true;
    }
    // "from a to b" / "between a and b" / "a to b": the two ends of a range.
    std::optional<std::size_t> range_from, range_to;
    for (std::size_t s = 0; s < specs.size(); ++s) {
        if (specs[s].range_end == "from") range_from = s;
        if (specs[s].range_end == "to") range_to = s;
    }
    if (range_from && range_to) {
        for (std::size_t i = 0; i + 2 < t.size(); ++i) {
            if (t[i].what != token::kind::number || consumed[i]) continue;
            const std::size_t link = starts_at(words.range_to, t, i + 1);
            if (link == 0 || i + 1 + link >= t.size() || t[i + 1 + link].what != token::kind::number) continue;
            const bool opened = i > 0 && ends_at(words.range_from, t, i - 1) > 0;
            const bool named = i > 0 && ends_at(specs[*range_from].names, t, i - 1) > 0;
            if (!opened && !named) continue;
            if (free(*range_from) && free(*range_to) && bind(*range_from, i)) bind(*range_to, i + 1 + link);
            break;
        }
    }
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i].what != token::kind::number || consumed[i]) continue;
        // The name before it, with up to two fillers between ("rho = 14", "a mean of 10").
        std::optional<std::size_t> by_name;
        std::size_t longest = 0;
        for (std::size_t skip = 0, j = i; j > 0 && skip <= 2; ++skip) {
            --j;
            if (t[j].what == token::kind::number) break;
            for (std::size_t s = 0; s < specs.size(); ++s) {
                const std::size_t n = ends_at(specs[s].names, t, j);
                if (n > longest && free(s)) {
                    longest = n;
                    by_name = s;
                }
            }
            if (by_name || !is_filler(words, t, j)) break;
        }
        if (by_name && bind(*by_name, i)) continue;
        // A percentage: "5%", "5 percent", Turkish "%5".
        const bool percent = (i + 1 < t.size() && (t[i + 1].what == token::kind::percent ||
                                                   starts_at(words.percent, t, i + 1) > 0)) ||
                             (i > 0 && t[i - 1].what == token::kind::percent);
        if (percent) {
            const auto s = std::find_if(specs.begin(), specs.end(), [&](const parameter_spec& p) {
                return p.percent && free(static_cast<std::size_t>(&p - specs.data()));
            });
            if (s != specs.end() && bind(static_cast<std::size_t>(s - specs.begin()), i)) continue;
        }
        // The unit after it ("30 years", "50 Schritte"), perhaps after one filler.
        std::optional<std::size_t> by_unit;
        longest = 0;
        for (std::size_t first = i + 1; first < t.size() && first <= i + 2; ++first) {
            for (std::size_t s = 0; s < specs.size(); ++s) {
                const std::size_t n = starts_at(specs[s].units, t, first);
                if (n > longest && free(s)) {
                    longest = n;
                    by_unit = s;
                }
            }
            if (by_unit || !is_filler(words, t, first)) break;
        }
        if (by_unit) bind(*by_unit, i);
    }
    // A number with no word of its own: the bare parameter, once.
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i].what != token::kind::number || consumed[i]) continue;
        const auto s = std::find_if(specs.begin(), specs.end(), [&](const parameter_spec& p) {
            return p.bare && free(static_cast<std::size_t>(&p - specs.data()));
        });
        if (s != specs.end() && bind(static_cast<std::size_t>(s - specs.begin()), i)) continue;
        out.unused.push_back(as_written(words, t, i));
    }
    for (std::size_t s = 0; s < specs.size(); ++s) {
        const double v = out.values[s].value;
        const bool whole = std::floor(v) == v;
        if (out.values[s].from_request && (v < specs[s].min || v > specs[s].max || (specs[s].integer && !whole))) {
            out.out_of_range = s;
            break;
        }
    }
    return out;
}

std::optional<std::string> apply_parameters(std::string code, const std::vector<parameter_spec>& specs,
                                            const parameter_reading& reading) {
    for (std::size_t s = 0; s < specs.size() && s < reading.values.size(); ++s) {
        const std::string head = specs[s].name + " = ";
        std::size_t at = code.rfind(head, 0) == 0 ? 0 : code.find("\n" + head);
        if (at == std::string::npos) return std::nullopt;
        if (at != 0 || code.rfind(head, 0) != 0) ++at;
        if (!reading.values[s].from_request) continue;
        const std::size_t end = code.find('\n', at);
        const double in_code = reading.values[s].value * specs[s].scale;
        std::string literal = formula::number_text(in_code);
        if (!specs[s].integer && literal.find_first_of(".e") == std::string::npos) literal += ".0";
        code.replace(at, (end == std::string::npos ? code.size() : end) - at, head + literal);
    }
    return code;
}

}  // namespace anyplot::agents::models

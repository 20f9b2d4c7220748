#include "common/utf8.hpp"

#include <cstdint>
#include <cstring>

namespace anyplot::common::utf8 {
namespace {

// Length of the valid sequence starting at text[i], or 0 when it is invalid.
std::size_t sequence_length(std::string_view text, std::size_t i) noexcept {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80) return 1;
    const auto cont = [&](std::size_t k) { return k < text.size() && (byte(k) & 0xC0) == 0x80; };
    if (b0 >= 0xC2 && b0 <= 0xDF) return cont(i + 1) ? 2 : 0;
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (!cont(i + 1) || !cont(i + 2)) return 0;
        const unsigned char b1 = byte(i + 1);
        if (b0 == 0xE0 && b1 < 0xA0) return 0;   // overlong
        if (b0 == 0xED && b1 >= 0xA0) return 0;  // surrogates
        return 3;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3)) return 0;
        const unsigned char b1 = byte(i + 1);
        if (b0 == 0xF0 && b1 < 0x90) return 0;  // overlong
        if (b0 == 0xF4 && b1 >= 0x90) return 0;  // > U+10FFFF
        return 4;
    }
    return 0;
}

}  // namespace

std::optional<std::size_t> first_control(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F) return i;
        if (c == 0xC2 && i + 1 < s.size()) {
            const auto d = static_cast<unsigned char>(s[i + 1]);
            if (d >= 0x80 && d <= 0x9F) return i;
        }
    }
    return std::nullopt;
}

std::optional<std::size_t> first_invalid(std::string_view text) noexcept {
    for (std::size_t i = 0; i < text.size();) {
        // ASCII runs eight bytes at a time (pastes and code are mostly ASCII).
        while (i + 8 <= text.size()) {
            std::uint64_t word = 0;
            std::memcpy(&word, text.data() + i, 8);
            if ((word & 0x8080808080808080ull) != 0) break;
            i += 8;
        }
        if (i >= text.size()) break;
        const std::size_t n = sequence_length(text, i);
        if (n == 0) return i;
        i += n;
    }
    return std::nullopt;
}

std::string sanitize(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = sequence_length(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    return out;
}

std::string_view tail_chars(std::string_view text, std::size_t max_chars) noexcept {
    std::size_t start = text.size();
    std::size_t count = 0;
    while (start > 0 && count < max_chars) {
        --start;
        if ((static_cast<unsigned char>(text[start]) & 0xC0) != 0x80) ++count;
    }
    return text.substr(start);
}

std::size_t length(std::string_view text) noexcept {
    std::size_t n = 0;
    for (const char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    }
    return n;
}

char32_t next(std::string_view s, std::size_t& i) noexcept {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + static_cast<std::size_t>(len) > s.size()) {
        ++i;
        return 0xFFFD;
    }
    char32_t cp = len == 1 ? b : len == 2 ? (b & 0x1Fu) : len == 3 ? (b & 0x0Fu) : (b & 0x07u);
    for (int k = 1; k < len; ++k) {
        const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
        if ((c & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        cp = (cp << 6) | (c & 0x3Fu);
    }
    i += static_cast<std::size_t>(len);
    return cp;
}

void append(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

char32_t lower_latin(char32_t c) noexcept {
    if (c >= 'A' && c <= 'Z') return c + 32;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
    if (c == 0x130) return 'i';   // Turkish dotted capital I
    if (c == 0x178) return 0xFF;  // Ÿ
    if (c >= 0x100 && c <= 0x17F) {
        // Upper and lower case alternate; the two runs below start on an odd code point.
        const bool odd_first = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
        if (odd_first) return (c % 2 == 1) ? c + 1 : c;
        if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17F) return c;  // already lower case
        return (c % 2 == 0) ? c + 1 : c;
    }
    return c;
}

bool latin_word_char(char32_t c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 0xDF && c <= 0xFF && c != 0xF7) ||
           (c >= 0x100 && c <= 0x17F);
}

std::vector<std::string> latin_words(std::string_view text, std::size_t max_bytes) {
    std::vector<std::string> out;
    std::string word;
    const std::string_view head = text.substr(0, max_bytes);
    for (std::size_t i = 0; i < head.size();) {
        const char32_t c = lower_latin(next(head, i));
        if (latin_word_char(c)) {
            append(word, c);
        } else if (!word.empty()) {
            out.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty()) out.push_back(std::move(word));
    return out;
}

}  // namespace anyplot::common::utf8

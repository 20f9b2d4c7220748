#pragma once
// UTF-8 checks for text that crosses a trust boundary (request bodies, sandbox stderr, out.csv).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common::utf8 {

// Byte offset of the first invalid sequence (overlongs, surrogates, > U+10FFFF rejected), or nullopt.
[[nodiscard]] std::optional<std::size_t> first_invalid(std::string_view text) noexcept;
[[nodiscard]] inline bool valid(std::string_view text) noexcept { return !first_invalid(text); }

// Byte offset of the first control character other than tab, newline and carriage return (C0,
// DEL and, in valid UTF-8, the C1 range U+0080..U+009F), or nullopt. What a table may not hold:
// the paste parser and the renderer's collector of out.csv refuse the same set.
[[nodiscard]] std::optional<std::size_t> first_control(std::string_view text) noexcept;

// Replaces every invalid sequence with U+FFFD (for stderr tails that reach an answer).
[[nodiscard]] std::string sanitize(std::string_view text);

// The last at most `max_chars` code points of valid UTF-8 `text` (never splits a code point).
[[nodiscard]] std::string_view tail_chars(std::string_view text, std::size_t max_chars) noexcept;

// Number of code points in valid UTF-8 text.
[[nodiscard]] std::size_t length(std::string_view text) noexcept;

// --- reading words (the chat's language detector and the offline model's catalogue) ---------
// The code point at `i` (advancing `i`); U+FFFD for a broken sequence (one byte skipped).
[[nodiscard]] char32_t next(std::string_view text, std::size_t& i) noexcept;
void append(std::string& out, char32_t cp);
// Lower case for the Latin letters of the European languages (ASCII, Latin-1, Latin Extended-A).
[[nodiscard]] char32_t lower_latin(char32_t c) noexcept;
// A Latin letter (after lower_latin) or a digit.
[[nodiscard]] bool latin_word_char(char32_t c) noexcept;
// The words of the first `max_bytes` of `text`: runs of Latin letters and digits, lower-cased;
// everything else separates them. Linear in the input.
[[nodiscard]] std::vector<std::string> latin_words(std::string_view text, std::size_t max_bytes = 4000);

}  // namespace anyplot::common::utf8

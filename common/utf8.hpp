#pragma once
// UTF-8 checks for text that crosses a trust boundary (request bodies, sandbox stderr, out.csv).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::common::utf8 {

// Byte offset of the first invalid sequence (overlongs, surrogates, > U+10FFFF rejected), or nullopt.
[[nodiscard]] std::optional<std::size_t> first_invalid(std::string_view text) noexcept;
[[nodiscard]] inline bool valid(std::string_view text) noexcept { return !first_invalid(text); }

// Replaces every invalid sequence with U+FFFD (for stderr tails that reach an answer).
[[nodiscard]] std::string sanitize(std::string_view text);

// The last at most `max_chars` code points of valid UTF-8 `text` (never splits a code point).
[[nodiscard]] std::string_view tail_chars(std::string_view text, std::size_t max_chars) noexcept;

// Number of code points in valid UTF-8 text.
[[nodiscard]] std::size_t length(std::string_view text) noexcept;

}  // namespace anyplot::common::utf8

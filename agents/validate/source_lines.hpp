#pragma once
// A snippet's source as lines, for the rewrites that keep every line at its number (the main-guard
// strip, the plotting strip): the lines without their terminators and the terminators, so the text
// round-trips exactly.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::validate {

struct source_lines {
    std::vector<std::string_view> text;
    std::vector<std::string_view> end;  // "\n", "\r\n", or "" for a last line without one
};

// nullopt when the code holds a lone CR (a line break to CPython that these rewrites do not map).
[[nodiscard]] std::optional<source_lines> split_lines(std::string_view code);

// `lines` (rewritten) joined with the original terminators of `source`.
[[nodiscard]] std::string join_lines(const std::vector<std::string>& lines, const source_lines& source);

// Only spaces, tabs and form feeds.
[[nodiscard]] bool blank(std::string_view s) noexcept;

}  // namespace anyplot::agents::validate

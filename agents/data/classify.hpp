#pragma once
// Which of the three things a paste is: a table (the default), code, or a formula (one in the
// formula language, or a one-line textbook formula like `f(x) = x^2 + 1` that needs a range).
// Runs before the parser on the dataset route (code → 422 `code`, formula → 422 `formula`).
#include <cstddef>
#include <string_view>

namespace anyplot::agents::data {

enum class paste_kind { table, code, formula };

// A line longer than this is matched on its first max_line_chars only (code markers sit at a
// line's start, and no formula line is this long): what keeps the classifier linear.
inline constexpr std::size_t max_line_chars = 400;

[[nodiscard]] paste_kind classify_paste(std::string_view text);

// A line without the spaces, tabs and carriage return around it, as the classifier reads it.
[[nodiscard]] std::string_view strip_line(std::string_view s) noexcept;

// One line's verdict, exposed for tests: import/def/class, R `<-`, loops, `function(`, `=>`,
// data-module calls (`np.`, `pd.`, `rnorm(` ...), assignments of a call or expression.
[[nodiscard]] bool code_shaped_line(std::string_view line);

}  // namespace anyplot::agents::data

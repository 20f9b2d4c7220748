#pragma once
// Which of the three things a paste is: a table (the default), code, or a one-line formula.
// Runs before the parser on the dataset route (code → 422 `code`, formula → 422 `formula`).
#include <cstddef>
#include <string_view>

namespace anyplot::agents::data {

enum class paste_kind { table, code, formula };

inline constexpr std::size_t max_formula_chars = 2000;

[[nodiscard]] paste_kind classify_paste(std::string_view text);

// One line's verdict, exposed for tests: import/def/class, R `<-`, loops, `function(`, `=>`,
// data-module calls (`np.`, `pd.`, `rnorm(` ...), assignments of a call or expression.
[[nodiscard]] bool code_shaped_line(std::string_view line);

}  // namespace anyplot::agents::data

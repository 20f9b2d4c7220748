#pragma once
// Literal-data caps (literal_data): the model must compute a table, not write rows from memory.
// What counts as a value, and where data hides, is told in literal_data.cpp.
#include <cstddef>
#include <string_view>
#include <vector>

#include "agents/validate/ast.hpp"
#include "agents/validate/finding.hpp"

namespace anyplot::agents::validate::rules {

// Values written out in the code (rows from memory) per container and per snippet.
inline constexpr std::size_t max_literals_per_container = 20;
inline constexpr std::size_t max_literals_per_file = 40;

// The caps over a Module node: a walk of its own (the counts span the whole snippet), run after
// the rule families' walk.
void check_literal_data(const node& module, std::vector<finding>& out);

// How many data values a text literal holds: its fields split on , ; | tab and newline, or its
// number-like tokens, whichever is larger (at least 1). "1,2,3" holds 3, "Lorenz x" holds 1.
[[nodiscard]] std::size_t text_values(std::string_view text) noexcept;

}  // namespace anyplot::agents::validate::rules

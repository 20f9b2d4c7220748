#pragma once
// The DATA profile as pure functions: text checks before parsing, tree checks after. No Python,
// no I/O, so every rule is testable on hand-built trees (tests/unit/validate/rules_test.cpp).
#include <string_view>
#include <vector>

#include "agents/validate/ast.hpp"
#include "agents/validate/finding.hpp"

namespace anyplot::agents::validate {

// Literal-data caps: values written out in the code (rows from memory) per container and per
// snippet (see literal_data.cpp for what counts).
inline constexpr std::size_t max_literals_per_container = 20;
inline constexpr std::size_t max_literals_per_file = 40;

// Size (wire::max_code_chars), UTF-8 and coding-declaration checks. Non-empty means: do not parse.
[[nodiscard]] std::vector<finding> check_text(std::string_view code);

// Every tree rule of the DATA profile over a Module node (after the __main__ guard strip).
// The result is sorted by line with duplicates removed.
[[nodiscard]] std::vector<finding> check_data_profile(const node& module);

// Literal-data caps only (part of check_data_profile; exposed for tests).
void check_literal_data(const node& module, std::vector<finding>& out);

// Sorts by (line, rule, message) and removes duplicates.
void normalize(std::vector<finding>& findings);

// How many data values a text literal holds: its fields split on , ; | tab and newline, or its
// number-like tokens, whichever is larger (at least 1). "1,2,3" holds 3, "Lorenz x" holds 1.
[[nodiscard]] std::size_t text_values(std::string_view text) noexcept;

}  // namespace anyplot::agents::validate

#pragma once
// The DATA profile as pure functions: text checks before parsing, tree checks after. No Python,
// no I/O, so every rule is testable on hand-built trees (tests/unit/validate/rules_test.cpp).
// The rules themselves live in rules/, one family per file, chosen per node kind by
// rules/registry.hpp; this header is the entry the validator and the tests call.
#include <vector>

#include "agents/validate/ast.hpp"
#include "agents/validate/finding.hpp"
#include "agents/validate/rules/literal_data.hpp"
#include "agents/validate/rules/text.hpp"

namespace anyplot::agents::validate {

// Size, UTF-8 and coding-declaration checks (rules/text.hpp). Non-empty means: do not parse.
using rules::check_text;
// Literal-data caps (rules/literal_data.hpp): part of check_data_profile, exposed for tests.
using rules::check_literal_data;
using rules::max_literals_per_container;
using rules::max_literals_per_file;
using rules::text_values;

// Every tree rule of the DATA profile over a Module node (after the __main__ guard strip).
// The result is sorted by line with duplicates removed.
[[nodiscard]] std::vector<finding> check_data_profile(const node& module);

// Sorts by (line, rule, message) and removes duplicates.
void normalize(std::vector<finding>& findings);

}  // namespace anyplot::agents::validate

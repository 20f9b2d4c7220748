#pragma once
// Text: what is judged on the code's characters before it is parsed (size, UTF-8, the coding
// cookie), and on the string and bytes literals of the tree (dunder, file_access for URLs).
#include <string_view>
#include <vector>

#include "agents/validate/finding.hpp"
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// Size (wire::max_code_chars), UTF-8 and coding-declaration checks. Non-empty means: do not parse.
[[nodiscard]] std::vector<finding> check_text(std::string_view code);

void check_string(context& c, const node& n);

inline constexpr kind_handler text_handlers[] = {
    {node_kind::Constant, check_string},
};

}  // namespace anyplot::agents::validate::rules

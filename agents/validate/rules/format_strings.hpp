#pragma once
// E06: str.format walks attributes and items named inside its fields ("{0.__class__}"), so a
// template must be a literal (or a name bound once, at module level, to one) whose fields name
// no attribute or item (format_string).
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// A str literal, or a name bound once to one, whose fields look up no attribute or item:
// `.format` may be taken as a value from it ("{:,}".format passed to map).
[[nodiscard]] bool plain_template(const context& c, const node* receiver);

// `receiver.format(...)` called as `call`.
void check_format(context& c, const node& call, const node& receiver);

}  // namespace anyplot::agents::validate::rules

#pragma once
// Dispatch methods (agg, aggregate, apply, transform, applymap, pipe, ...) look a string up as a
// method, so they are given only what the code shows (string_dispatch): a literal name, checked
// like an attribute, a lambda, a function or class of the snippet or of the module table, a
// builtin, or a literal container.
#include <string_view>

#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// `call` calls the dispatch method `method` (the receiver is not a scipy instance).
void check_dispatch_call(context& c, std::string_view method, const node& call);

}  // namespace anyplot::agents::validate::rules

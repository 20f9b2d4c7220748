#pragma once
// Which rule family judges which node kind: one handler per kind, chosen at compile time from
// the claims each family header lists (names.hpp, attributes.hpp, ...). registry.cpp refuses to
// compile when two families claim the same kind. A kind nobody claims is walked through.
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// The handler of `k`, or nullptr when no family claims it.
[[nodiscard]] handler handler_for(node_kind k) noexcept;

}  // namespace anyplot::agents::validate::rules

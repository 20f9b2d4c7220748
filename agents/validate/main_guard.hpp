#pragma once
// Stripping a top-level `if __name__ == "__main__":` guard, as a pure function of the source
// and its tree. The guard's body is kept, dedented to the top level, and every line keeps its
// number (the `if` line becomes empty), so findings on the stripped code point at the lines the
// user wrote. The agents tool stores the stripped code: it is what runs.
#include <optional>
#include <string>
#include <string_view>

#include "agents/validate/ast.hpp"

namespace anyplot::agents::validate {

// The stripped source, or nullopt when `module` has no strippable guard (no guard, a guard with
// an `else`, or a layout the text transformation cannot handle exactly: the guard then stays and
// the dunder rule refuses it, which is explainable, rather than guessing).
[[nodiscard]] std::optional<std::string> strip_main_guard(std::string_view code, const node& module);

// True for `__name__ == "__main__"` (either order, either quote).
[[nodiscard]] bool is_main_guard_test(const node& test) noexcept;

}  // namespace anyplot::agents::validate

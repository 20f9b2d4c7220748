#pragma once
// The DATA-profile validator: fast, explainable refusals before a snippet is run. It is not the
// security boundary (the renderer's sandbox is); it turns most attacks and most mistakes into a
// finding with a line instead of a run. The parse is CPython's own, in a helper process; the
// rules are C++ over that tree (rules.hpp).
//
//   validator v;                        // or default_validator()
//   auto r = v.validate_data_code(code);
//   if (!r) -> r.error(): could not judge (helper unavailable/timeout/crash): do not run
//   else if (!r->clean()) -> r->findings: refuse with these (rule, message, line)
//   else run r->code_after_strip
#include <string>
#include <string_view>

#include "agents/validate/caller_budget.hpp"
#include "agents/validate/finding.hpp"
#include "agents/validate/helper_pool.hpp"
#include "common/result.hpp"

namespace anyplot::agents::validate {

class validator {
public:
    explicit validator(helper_options options = {}, caller_budget_options budget = {});

    // Text checks, the __main__ guard strip, CPython's parse, then every tree rule. `caller` (the
    // user id; empty for the CLI and tests) is charged for each helper its input crashed or
    // stalled; past its budget (caller_budget.hpp) it is answered caller_throttled at once.
    [[nodiscard]] common::result<validation_result, validate_error> validate_data_code(std::string_view code,
                                                                                       std::string_view caller = {});

    // The code with a top-level `if __name__ == "__main__":` guard stripped (main_guard.hpp),
    // or the code unchanged (no guard, or it does not parse: validation will say why).
    [[nodiscard]] common::result<std::string, validate_error> strip_main_guard(std::string_view code);

    [[nodiscard]] helper_pool& pool() noexcept { return pool_; }

private:
    common::result<parse_answer, validate_error> parse_for(std::string_view code, std::string_view caller);

    helper_pool pool_;
    caller_budget budget_;
};

// One process-wide validator with default options (thread-safe, created on first use).
[[nodiscard]] validator& default_validator();

[[nodiscard]] inline common::result<validation_result, validate_error> validate_data_code(std::string_view code) {
    return default_validator().validate_data_code(code, {});
}

}  // namespace anyplot::agents::validate

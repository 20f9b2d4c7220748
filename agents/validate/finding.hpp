#pragma once
// What the DATA-profile validator answers. Findings carry only text we wrote: a rule id from a
// fixed set (rule_id.hpp), a fixed message (it may name an identifier from our own tables, never a string
// literal or anything else taken from the user's code) and a line (0 = the whole snippet).
#include <string>
#include <vector>

#include "agents/validate/rule_id.hpp"

namespace anyplot::agents::validate {

struct finding {
    rule_id rule = rule_id::syntax;
    std::string message;  // at most max_message_chars
    int line = 0;

    friend bool operator==(const finding&, const finding&) = default;
};

inline constexpr std::size_t max_message_chars = 480;

struct validation_result {
    // The code the rules judged: the input with a top-level `if __name__ == "__main__":` guard
    // replaced by its dedented body, and its plotting statements left out (plot_strip.hpp); lines
    // keep their numbers. Equal to the input otherwise.
    std::string code_after_strip;
    std::vector<finding> findings;  // sorted by line, duplicates removed; empty = clean
    std::size_t plotting_left_out = 0;  // plotting statements removed (0: none, or none could be)

    [[nodiscard]] bool clean() const noexcept { return findings.empty(); }
};

// Why the validator could not judge at all. Not a finding: the caller must not run the code,
// and should tell the user the service is busy/unavailable rather than that the code is wrong.
enum class validate_error {
    helper_unavailable,  // the parse helper could not be started or did not lock itself down
    helper_timeout,      // no answer within the request timeout (the helper was killed)
    helper_crashed,      // the helper died or broke the protocol while parsing this snippet
    caller_throttled,    // this caller's inputs crashed or stalled helpers too often lately
                         // (caller_budget.hpp): answered without touching the pool
};

[[nodiscard]] const char* to_string(validate_error e) noexcept;

}  // namespace anyplot::agents::validate

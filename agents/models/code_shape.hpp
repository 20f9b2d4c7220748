#pragma once
// Whether a chat message is code, in which language, and the code itself: a fenced block's body
// (its tag names the language when it has one), else the whole message when most of its lines
// are code-shaped. The language from markers on the lines (Python: import/def/np./pd./range(;
// JavaScript: const/let/=>/console./Math./semicolons; R: <-/library(/rnorm(/c(). Linear.
#include "agents/models/source_language.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::models {

struct code_guess {
    std::optional<source_language> language;  // nullopt: prose, not code
    std::string code;
};

[[nodiscard]] code_guess guess_code(std::string_view message);

// The formula in a chat message, when it holds one in the formula language (docs/formula.md):
// the whole message, a fenced block, or the text from the name before its first `=` on ("plot
// y = sin(x) for x from 0 to 10", "Zeichne: y = x^2, x in [0, 5]"), a trailing full stop
// dropped; and the forms people write around the language (issue 25 item 2): a range without
// its variable ("y = sin(x)/x from -20 to 20"), "between a and b", "von a bis b", "x in 0..10",
// an expression without a name ("plot sin(x)/x between 0 and 2 pi", from its first function
// call on), "2 pi"/"2π". nullopt otherwise. Linear in the message (a few parses of at most 2,000
// characters).
[[nodiscard]] std::optional<std::string> formula_in(std::string_view message);

}  // namespace anyplot::agents::models

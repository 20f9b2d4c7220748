#pragma once
// Tokens of the formula language (internal). The lexer validates UTF-8, maps the few textbook
// characters it accepts onto ASCII tokens (· × ⋅ → *, ÷ → /, − → -, ≤ ≥ ≠, ∈ → in,
// π → pi, ² ³ → squared/cubed) and records each token's 1-based code-point position.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "agents/formula/formula.hpp"
#include "common/result.hpp"

namespace anyplot::agents::formula::detail {

enum class tok : std::uint8_t {
    end,
    number,
    name,
    kw_from, kw_to, kw_step, kw_in, kw_for, kw_with,
    plus, minus, star, slash, percent, caret, squared, cubed,
    lparen, rparen, lbracket, rbracket,
    comma, semicolon, newline, assign,
    lt, le, gt, ge, eq, ne,
};

struct token {
    tok kind = tok::end;
    std::size_t position = 0;  // 1-based code-point column; the end token sits one past the text
    std::string_view text;     // names only (π reads as "pi"); points into the input or a literal
    double value = 0;          // numbers only
};

// The whole token list, ending with one tok::end. A newline inside ( ) or [ ] is whitespace, so
// a long call may wrap; at the top level it separates clauses.
[[nodiscard]] common::result<std::vector<token>, formula_error> lex(std::string_view text);

}  // namespace anyplot::agents::formula::detail

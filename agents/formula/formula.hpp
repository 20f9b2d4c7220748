#pragma once
// A closed formula over one or two ranges, turned into columns of doubles (docs/formula.md):
//   y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1
// Untrusted text in; columns or a positioned error with a fixed phrase out. Nothing here throws on
// any input (allocation failure aside), blocks, or recurses deeper than max_depth; lexing and
// parsing are linear in the text, evaluation is O(points x program size).
//
// Pipeline: count code points (too_long) -> lex -> parse clauses straight into postfix code ->
// resolve names, split parameters from outputs, fold parameters, size the ranges -> evaluate
// every point on a small stack machine.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"

namespace anyplot::agents::formula {

enum class formula_errc {
    syntax,    // the text is not a formula of this language (names, arity, nesting, clause counts)
    domain,    // it is one, but its numbers cannot make a range (step, n, bounds, too many points)
    too_long,  // more than max_formula_chars code points
};

// `position`: 1-based code-point column of the offending token, counted from the start of the
// text (a newline counts as one; one past the end for "expected ... at the end"); 0 when no single
// token is to blame. `reason` points into a static table: it never holds text from the input.
struct formula_error {
    formula_errc code = formula_errc::syntax;
    std::size_t position = 0;
    std::string_view reason;
};

[[nodiscard]] std::string_view code_name(formula_errc c) noexcept;  // "formula_syntax", ...
// "formula_syntax at 14: unknown name" (or "too_long: ..." when position is 0): code, number and
// fixed phrase only, at most 120 characters, safe to log and to show.
[[nodiscard]] std::string message(const formula_error& e);

inline constexpr std::size_t max_formula_chars = 2000;
inline constexpr std::size_t max_points = 20000;  // rows in total (nx * ny for a grid)
inline constexpr std::size_t max_depth = 64;      // nested parentheses and calls
inline constexpr std::size_t max_ranges = 2;
inline constexpr std::size_t max_outputs = 16;
inline constexpr std::size_t max_parameters = 16;
inline constexpr std::size_t max_name_chars = 32;
inline constexpr std::size_t default_points = 200;       // a lone range without step or n
inline constexpr std::size_t default_grid_points = 100;  // each range of a grid without step or n

namespace detail {
struct compiled;
}

// Parsed and compiled: ranges sized, parameters folded, outputs as postfix code. Immutable and
// cheap to copy; a default-constructed program evaluates to an error.
struct program {
    std::shared_ptr<const detail::compiled> code;
};

[[nodiscard]] common::result<program, formula_error> parse(std::string_view text);

struct columns {
    std::vector<std::string> names;           // range variables (declaration order), then outputs
    std::vector<std::vector<double>> values;  // one per name, all the same length
    std::size_t non_finite = 0;               // output cells that were NaN or +-inf (stored as NaN)
};

// Every error a formula can have is found by parse(); evaluate() only refuses an empty program.
[[nodiscard]] common::result<columns, formula_error> evaluate(const program& p);
// parse() then evaluate().
[[nodiscard]] common::result<columns, formula_error> generate(std::string_view text);

// A number as the formula language (and a person) writes it: a whole number without a decimal
// point ("0", "-20"), others in the shortest form that reads back exactly ("0.1", "2.5e-07").
[[nodiscard]] std::string number_text(double v);

// Cheap recognizer for the paste classifier: true when `text` is one formula in this language
// (it parses, so generate() succeeds). Linear; never throws.
[[nodiscard]] bool is_formula(std::string_view text) noexcept;

}  // namespace anyplot::agents::formula

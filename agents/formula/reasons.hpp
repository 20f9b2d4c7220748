#pragma once
// The one table of error phrases (internal). Each reason belongs to exactly one code, so call
// sites name the reason only and cannot pair it with the wrong code. The phrases are fixed
// English text: an error never carries text from the formula.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "agents/formula/formula.hpp"

namespace anyplot::agents::formula::detail {

enum class why : std::uint8_t {
    // syntax: characters and tokens
    empty_formula,
    invalid_utf8,
    unsupported_character,
    name_too_long,
    malformed_number,
    number_out_of_range,
    // syntax: grammar
    expected_value,
    expected_close_paren,
    expected_close_bracket,
    expected_open_bracket,
    expected_comma,
    expected_to,
    expected_name,
    expected_clause,
    expected_separator,
    unmatched_bracket,
    missing_operator,
    chained_comparison,
    nested_too_deeply,
    // syntax: names and calls
    unknown_function,
    not_a_function,
    function_needs_paren,
    wrong_arity,
    unknown_name,
    used_before_defined,
    reserved_name,
    defined_twice,
    bound_uses_range,
    // syntax: clause counts
    too_many_ranges,
    too_many_definitions,
    too_many_outputs,
    too_many_parameters,
    no_range,
    no_formula,
    step_and_n,
    n_twice,
    n_before_range,
    // domain
    bound_not_finite,
    bounds_equal,
    range_too_wide,
    step_not_finite,
    step_zero,
    step_wrong_sign,
    step_too_large,
    n_not_whole,
    n_too_small,
    too_many_points,
    // too_long
    too_long,
};

[[nodiscard]] formula_error error_at(why w, std::size_t position) noexcept;

// Every phrase `reason` can point at (for the fuzz target's "no input text" invariant).
[[nodiscard]] std::span<const std::string_view> all_reasons() noexcept;

}  // namespace anyplot::agents::formula::detail

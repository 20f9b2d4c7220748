#pragma once
// Small helpers shared by the formula tests.
#include <catch2/catch.hpp>

#include <cstddef>
#include <string>
#include <string_view>

#include "agents/formula/formula.hpp"

namespace anyplot::agents::formula::test {

// The columns of a formula that must generate.
inline columns must(std::string_view text) {
    auto r = generate(text);
    INFO("formula: " << text);
    if (!r) INFO("error: " << message(r.error()));
    REQUIRE(r.ok());
    return std::move(r).value();
}

// The error of a formula that must not parse; also checks message() stays short.
inline formula_error refused(std::string_view text) {
    auto r = generate(text);
    INFO("formula: " << text);
    REQUIRE_FALSE(r.ok());
    CHECK(message(r.error()).size() <= 120);
    CHECK_FALSE(is_formula(text));
    return r.error();
}

// The value of `expr` with x = `at` (first row of a two-point range starting there).
inline double value_at(const std::string& expr, double at = 3) {
    const auto c = must("y = " + expr + " for x from " + std::to_string(at) + " to " +
                        std::to_string(at + 1) + " step 1");
    REQUIRE(c.values.size() == 2);
    return c.values[1][0];
}

}  // namespace anyplot::agents::formula::test

// Hostile shapes within the length limit: each must come back (a value or an error) without
// overflowing the stack. Nothing is timed; the point is that they return at all.
#include <string>

#include "tests/unit/formula/support.hpp"

using namespace anyplot::agents::formula;

namespace {

std::string repeat(const std::string& unit, std::size_t chars) {
    std::string out;
    while (out.size() + unit.size() <= chars) out += unit;
    return out;
}

// Runs every entry point on `text`; they must agree on whether it is a formula.
bool survives(const std::string& text) {
    const auto g = generate(text);
    const bool recognised = is_formula(text);
    if (!g) CHECK(message(g.error()).size() <= 120);
    return g.ok() == recognised;
}

}  // namespace

TEST_CASE("formula adversarial: 2000 open parentheses", "[formula][adversarial]") {
    CHECK(survives(std::string(2000, '(')));
    CHECK(survives("y = " + std::string(1996, '(')));
    CHECK_FALSE(generate("y = " + std::string(1996, '(')).ok());
}

TEST_CASE("formula adversarial: 2000 minus signs", "[formula][adversarial]") {
    CHECK(survives(std::string(2000, '-')));
    const std::string tail = "x for x from 0 to 1";
    const std::string even = "y = " + std::string(1976, '-') + tail;
    REQUIRE(even.size() <= 2000);
    const auto c = generate(even);
    REQUIRE(c.ok());
    CHECK(c->values[1].back() == 1.0);  // an even number of minus signs
    CHECK(survives("y = 2^" + repeat("-2^", 1990)));
}

TEST_CASE("formula adversarial: 1+1+1 to 2000 characters", "[formula][adversarial]") {
    CHECK(survives(repeat("1+", 1999) + "1"));
    const std::string tail = " for x from 0 to 1";
    const std::string sum = "y = " + repeat("1+", 2000 - 4 - tail.size() - 1) + "1" + tail;
    REQUIRE(sum.size() <= 2000);
    const auto c = generate(sum);
    REQUIRE(c.ok());
    CHECK(c->values[1][0] == static_cast<double>((sum.size() - 4 - tail.size() + 1) / 2));
}

TEST_CASE("formula adversarial: 1000 nested sin calls", "[formula][adversarial]") {
    // 1,000 nested calls take 4,000 characters: refused by length before any parsing
    const std::string thousand = "y = " + repeat("sin(", 4000) + "x";
    CHECK(survives(thousand));
    CHECK(generate(thousand).error().code == formula_errc::too_long);
    // as many as fit in 2,000 characters reach the parser and stop at depth 65
    CHECK(survives(repeat("sin(", 2000)));
    const std::string deep = "y = " + repeat("sin(", 1990) + "x";
    const auto r = generate(deep);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().reason == "nested too deeply");
}

TEST_CASE("formula adversarial: long chains of powers, calls and arguments",
          "[formula][adversarial]") {
    const std::string tail = " for x from 0 to 1";
    // right-associative powers: a deep stack at run time, no recursion at parse time
    const auto pow = generate("y = x^" + repeat("1^", 1900) + "1" + tail);
    REQUIRE(pow.ok());
    CHECK(pow->values[1].back() == 1.0);
    // one call with hundreds of arguments
    const auto wide = generate("y = max(x, " + repeat("0, ", 1800) + "0)" + tail);
    REQUIRE(wide.ok());
    CHECK(wide->values[1].back() == 1.0);
    // superscripts, signs and implicit products in a row
    CHECK(survives("y = x" + repeat("²", 900) + tail));
    CHECK(survives("y = " + repeat("2x*", 600) + "1" + tail));
    CHECK(survives(repeat("y=", 1000)));
    CHECK(survives(repeat(",", 2000)));
    CHECK(survives(repeat("\n", 2000)));
    CHECK(survives(repeat("x from 0 to 1 ", 2000)));
    CHECK(survives(repeat("π", 2000)));
    CHECK(survives(repeat("[", 2000)));
    CHECK(survives(repeat("9", 2000)));
    CHECK(survives(repeat(".", 2000)));
    CHECK(survives(repeat("1e", 2000)));
}

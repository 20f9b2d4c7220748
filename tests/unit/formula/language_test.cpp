// The language: the brief's examples, precedence, functions, parameters, outputs, conveniences.
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "tests/unit/formula/support.hpp"

using namespace anyplot::agents::formula;
using anyplot::agents::formula::test::must;
using anyplot::agents::formula::test::refused;
using anyplot::agents::formula::test::value_at;

namespace {
using names = std::vector<std::string>;
}

TEST_CASE("formula: damped sine over a stepped range", "[formula]") {
    const auto c = must("y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1");
    CHECK(c.names == names{"x", "y"});
    REQUIRE(c.values[0].size() == 201);
    CHECK(c.values[1][10] == Approx(std::sin(1.0) * std::exp(-0.1)));
    CHECK(c.values[0][200] == Approx(20.0));
    CHECK(c.non_finite == 0);
    CHECK(is_formula("y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1"));
}

TEST_CASE("formula: interval with n points in three spellings", "[formula]") {
    for (const char* text : {"y = x^2, x in [0, 20], n = 200",
                             "y = x^2 for x in [0, 20] with n = 200",
                             "y = x^2 for x ∈ [0, 20], n = 200"}) {
        const auto c = must(text);
        REQUIRE(c.values[0].size() == 200);
        CHECK(c.values[0].front() == 0.0);
        CHECK(c.values[0].back() == 20.0);
        CHECK(c.values[1].back() == 400.0);
    }
}

TEST_CASE("formula: a range without step or n has 200 points", "[formula]") {
    const auto c = must("y = x^2 for x in [0, 20]");
    CHECK(c.values[0].size() == default_points);
    CHECK(c.values[0].back() == 20.0);
    CHECK(must("y = x for x from -1 to 1").values[0].size() == 200);
}

TEST_CASE("formula: several outputs become columns in order", "[formula]") {
    const auto c = must("y1 = sin(x), y2 = cos(x) for x from 0 to 6.28 step 0.01");
    CHECK(c.names == names{"x", "y1", "y2"});
    REQUIRE(c.values[0].size() == 629);
    CHECK(c.values[1][100] == Approx(std::sin(1.0)));
    CHECK(c.values[2][100] == Approx(std::cos(1.0)));
}

TEST_CASE("formula: two ranges make a grid in long format", "[formula]") {
    const auto c = must("z = sin(x) * cos(y), x from -3 to 3 step 0.1, y from -3 to 3 step 0.1");
    CHECK(c.names == names{"x", "y", "z"});
    REQUIRE(c.values[0].size() == 61 * 61);
    // x outer, y inner: row i * 61 + j holds (x_i, y_j).
    CHECK(c.values[0][62] == Approx(-2.9));
    CHECK(c.values[1][62] == Approx(-2.9));
    CHECK(c.values[1][60] == Approx(3.0));
    CHECK(c.values[0][60] == Approx(-3.0));
    CHECK(c.values[2][62] == Approx(std::sin(-2.9) * std::cos(-2.9)));
}

TEST_CASE("formula: parameters fold before the outputs", "[formula]") {
    const auto c = must("a = 2, b = 0.5, y = a * sin(b * x) for x from 0 to 10 step 0.1");
    CHECK(c.names == names{"x", "y"});
    CHECK(c.values[1][20] == Approx(2 * std::sin(1.0)));
    // a parameter may use constants and earlier parameters
    const auto d = must("a = pi, b = 2a, c = b / a + tau, y = c + 0 * x for x from 0 to 1 step 1");
    CHECK(d.values[1][0] == Approx(2 + 2 * std::numbers::pi));
    // the compound-interest n before any range is a parameter, not a point count
    const auto e =
        must("P = 1000, r = 0.05, n = 12, A = P * (1 + r/n)^(n*t) for t from 0 to 30 step 1");
    CHECK(e.names == names{"t", "A"});
    REQUIRE(e.values[1].size() == 31);
    CHECK(e.values[1][10] == Approx(1000 * std::pow(1 + 0.05 / 12, 120)));
}

TEST_CASE("formula: an output may use earlier outputs", "[formula]") {
    const auto c = must("y = sin(x), z = y^2, w = z + y for x from 0 to 1 step 0.5");
    CHECK(c.names == names{"x", "y", "z", "w"});
    const double s = std::sin(0.5);
    CHECK(c.values[2][1] == Approx(s * s));
    CHECK(c.values[3][1] == Approx(s * s + s));
    // a constant defined after an output stays a parameter
    const auto d = must("y = sin(x), k = 3, z = k * y for x from 0 to 1 step 0.5");
    CHECK(d.names == names{"x", "y", "z"});
}

TEST_CASE("formula: a formula without the range variable is a constant line", "[formula]") {
    const auto c = must("y = 2 for x from 0 to 1 step 0.5");
    CHECK(c.names == names{"x", "y"});
    CHECK(c.values[1] == std::vector<double>{2, 2, 2});
}

TEST_CASE("formula: separators are comma, semicolon, newline, for and with", "[formula]") {
    const double expected = must("y = 2x for x from 0 to 1 step 0.25").values[1][3];
    for (const char* text : {"y = 2x; x from 0 to 1 step 0.25",
                             "y = 2x\nx from 0 to 1 step 0.25",
                             "x from 0 to 1 step 0.25\ny = 2x\n",
                             "y = 2x, for x from 0 to 1 step 0.25",
                             "\n\ny = 2x\r\n;\nx from 0 to 1 step 0.25;",
                             "y = 2x with x from 0 to 1 step 0.25"}) {
        INFO(text);
        const auto c = must(text);
        CHECK(c.values[1][3] == expected);
    }
    // inside parentheses a newline is only whitespace
    CHECK(must("y = max(x,\n 0.5) for x from 0 to 1 step 0.25").values[1][0] == 0.5);
    // where is the piecewise function, never a separator
    CHECK(refused("y = a * x where a = 2 for x from 0 to 1").reason == "missing operator");
}

TEST_CASE("formula: precedence and associativity", "[formula]") {
    CHECK(value_at("2 + 3 * 4") == 14);
    CHECK(value_at("(2 + 3) * 4") == 20);
    CHECK(value_at("2 * 3 ^ 2") == 18);
    CHECK(value_at("2 ^ 3 ^ 2") == 512);
    CHECK(value_at("2 ** 3 ** 2") == 512);
    CHECK(value_at("(2 ^ 3) ^ 2") == 64);
    CHECK(value_at("-2 ^ 2") == -4);
    CHECK(value_at("-x^2") == -9);
    CHECK(value_at("2 ^ -1") == 0.5);
    CHECK(value_at("2 ^ -1 ^ 2") == 0.5);
    CHECK(value_at("10 - 4 - 3") == 3);
    CHECK(value_at("100 / 10 / 5") == 2);
    CHECK(value_at("2 * -x") == -6);
    CHECK(value_at("--x") == 3);
    CHECK(value_at("+x") == 3);
    CHECK(value_at("- - -x") == -3);
    CHECK(value_at("1 - -1") == 2);
    CHECK(value_at("7 % 3") == 1);
    CHECK(value_at("7.5 % 2") == 1.5);
    CHECK(value_at("-7 % 3") == 2);   // floored: the sign of the divisor
    CHECK(value_at("7 % -3") == -2);
    CHECK(value_at("2 * 7 % 4") == 2);  // same level as *, left to right
    CHECK(value_at("1 + 2 < 4") == 1);  // comparisons bind loosest
    CHECK(value_at("3 > 2") == 1);
    CHECK(value_at("2 >= 2") == 1);
    CHECK(value_at("2 <= 1") == 0);
    CHECK(value_at("2 == 2") == 1);
    CHECK(value_at("2 != 2") == 0);
    CHECK(value_at("x < 2") == 0);
    CHECK(value_at("(1 < 2) + (2 < 1)") == 1);
    CHECK(refused("y = 1 < x < 2 for x from 0 to 1").reason == "comparisons cannot be chained");
}

TEST_CASE("formula: textbook conveniences", "[formula]") {
    CHECK(value_at("2x") == 6);
    CHECK(value_at("2 x") == 6);
    CHECK(value_at("3(x + 1)") == 12);
    CHECK(value_at("2pi") == Approx(2 * std::numbers::pi));
    CHECK(value_at("2sin(x)") == Approx(2 * std::sin(3.0)));
    CHECK(value_at("-2x") == -6);
    CHECK(value_at("2x^2") == 18);  // 2 * (x^2), not (2x)^2
    CHECK(value_at("2x²") == 18);
    CHECK(value_at("x²") == 9);
    CHECK(value_at("x³") == 27);
    CHECK(value_at("-x²") == -9);
    CHECK(value_at("(x + 1)²") == 16);
    CHECK(value_at("2²") == 4);
    CHECK(value_at("x·2") == 6);
    CHECK(value_at("x×2") == 6);
    CHECK(value_at("x⋅2") == 6);
    CHECK(value_at("x÷2") == 1.5);
    CHECK(value_at("x − 1") == 2);
    CHECK(value_at("−x") == -3);
    CHECK(value_at("π") == Approx(std::numbers::pi));
    CHECK(value_at("2π") == Approx(2 * std::numbers::pi));
    CHECK(value_at("x ≤ 3") == 1);
    CHECK(value_at("x ≥ 4") == 0);
    CHECK(value_at("x ≠ 3") == 0);
    CHECK(value_at("2e") == Approx(2 * std::numbers::e));  // no digits after e: the constant
    CHECK(value_at("2e1") == 20);
    CHECK(value_at("1e-3") == 0.001);
    CHECK(value_at("1E+2") == 100);
    CHECK(value_at("1e−3") == 0.001);  // a typographic minus in the exponent
    CHECK(value_at("2e−x") == Approx(2 * std::numbers::e - 3));  // no digit: 2e − x
    CHECK(value_at(".5") == 0.5);
    CHECK(value_at("2.") == 2);
    CHECK(value_at("2.5x") == 7.5);
    // implicit multiplication only follows a plain number
    CHECK(refused("y = 2pi x for x from 0 to 1").reason == "missing operator");
    CHECK(refused("y = x y for x from 0 to 1, y from 0 to 1").reason == "missing operator");
    CHECK(refused("y = 2^3x for x from 0 to 1").reason == "missing operator");
    CHECK(refused("y = (x)(x) for x from 0 to 1").reason == "missing operator");
    CHECK(refused("y = x 2 for x from 0 to 1").reason == "missing operator");
    CHECK(refused("y = α x for x from 0 to 1").reason == "unsupported character");
}

TEST_CASE("formula: every function and constant at a point", "[formula]") {
    struct row {
        const char* expr;
        double expected;
    };
    const double x = 0.5;
    const row rows[] = {
        {"sin(x)", std::sin(x)},       {"cos(x)", std::cos(x)},     {"tan(x)", std::tan(x)},
        {"asin(x)", std::asin(x)},     {"acos(x)", std::acos(x)},   {"atan(x)", std::atan(x)},
        {"atan2(x, 2)", std::atan2(x, 2.0)}, {"sinh(x)", std::sinh(x)}, {"cosh(x)", std::cosh(x)},
        {"tanh(x)", std::tanh(x)},     {"exp(x)", std::exp(x)},     {"log(x)", std::log(x)},
        {"ln(x)", std::log(x)},        {"log10(x)", std::log10(x)}, {"log2(x)", std::log2(x)},
        {"sqrt(x)", std::sqrt(x)},     {"cbrt(-8x)", -std::cbrt(4.0)}, {"abs(-x)", x},
        {"floor(x + 1.7)", 2},         {"ceil(x + 1.2)", 2},        {"round(x)", 1},
        {"round(-x)", -1},             {"min(x, 2)", x},            {"min(3, 1, 2, x)", x},
        {"max(x, 2)", 2},              {"max(1, 5, 2, 4)", 5},      {"pow(x, 2)", 0.25},
        {"hypot(3x, 4x)", 2.5},        {"erf(x)", std::erf(x)},     {"gamma(x)", std::tgamma(x)},
        {"gamma(5)", 24},              {"pi", std::numbers::pi},    {"e", std::numbers::e},
        {"tau", 2 * std::numbers::pi},
    };
    for (const auto& r : rows) {
        INFO(r.expr);
        CHECK(value_at(r.expr, x) == Approx(r.expected));
    }
}

TEST_CASE("formula: where makes piecewise functions", "[formula]") {
    const auto c = must("y = where(x < 0, -x, x^2) for x from -2 to 2 step 1");
    CHECK(c.values[1] == std::vector<double>{2, 1, 0, 1, 4});
    // the branch not taken may be non-finite without counting
    const auto d = must("y = where(x > 0, log(x), 0) for x from -1 to 1 step 1");
    CHECK(d.values[1] == std::vector<double>{0, 0, 0});
    CHECK(d.non_finite == 0);
    // a missing condition is a missing cell
    const auto e = must("y = where(sqrt(x) > 0, 1, 2) for x from -1 to 1 step 1");
    CHECK(std::isnan(e.values[1][0]));
    CHECK(e.values[1][1] == 2);
    CHECK(e.non_finite == 1);
}

TEST_CASE("formula: sin squared plus cos squared is 1 at every point", "[formula][property]") {
    const auto c = must("y = sin(x)^2 + cos(x)^2 for x from -50 to 50, n = 5000");
    for (const double v : c.values[1]) REQUIRE(v == Approx(1.0).margin(1e-12));
}

TEST_CASE("formula: exp of log is the identity for positive x", "[formula][property]") {
    const auto c = must("y = exp(log(x)) for x from 0.001 to 500 step 0.25");
    for (std::size_t i = 0; i < c.values[0].size(); ++i) {
        REQUIRE(c.values[1][i] == Approx(c.values[0][i]).epsilon(1e-12));
    }
}

TEST_CASE("formula: non-finite values become counted missing cells", "[formula]") {
    const auto c = must("y = 1/x, z = log(x), w = sqrt(-1) + 0x for x from -1 to 1 step 1");
    REQUIRE(c.values[1].size() == 3);
    CHECK(std::isnan(c.values[1][1]));  // 1/0 is inf
    CHECK(c.values[1][0] == -1);
    CHECK(std::isnan(c.values[2][0]));  // log(-1)
    CHECK(std::isnan(c.values[2][1]));  // log(0) is -inf
    CHECK(c.values[2][2] == 0);
    for (const double v : c.values[3]) CHECK(std::isnan(v));
    CHECK(c.non_finite == 1 + 2 + 3);
    // an output reading a missing cell reads NaN, not the raw infinity
    const auto d = must("y = 1/x, z = 1/y for x from -1 to 1 step 1");
    CHECK(std::isnan(d.values[2][1]));
    CHECK(d.non_finite == 2);
    // missing operands of min/max and comparisons stay missing
    const auto e = must("y = min(x, log(x - 2)), z = (log(x - 2) < 1) for x from 0 to 1 step 1");
    CHECK(std::isnan(e.values[1][0]));
    CHECK(std::isnan(e.values[2][0]));
}

TEST_CASE("formula: range variables may come first and names are case sensitive", "[formula]") {
    const auto c = must("x from 0 to 1 step 0.5, Y = 2x, y = 3x");
    CHECK(c.names == names{"x", "Y", "y"});
    CHECK(c.values[2][2] == 3);
    CHECK(refused("y = Sin(x) for x from 0 to 1").reason == "unknown function");
}

TEST_CASE("formula: the recognizer accepts formulas and refuses data", "[formula]") {
    CHECK(is_formula("y = x^2, x in [0, 20], n = 200"));
    CHECK(is_formula("z = x*y, x from 0 to 1, y from 0 to 1"));
    CHECK_FALSE(is_formula("x,y\n1,2\n3,4\n"));
    CHECK_FALSE(is_formula("1, 2, 3"));
    CHECK_FALSE(is_formula("y = 2x"));
    CHECK_FALSE(is_formula(""));
    CHECK_FALSE(is_formula(std::string(100000, 'a')));
}

TEST_CASE("formula: an empty program evaluates to an error", "[formula]") {
    const program p;
    CHECK_FALSE(evaluate(p).ok());
}

TEST_CASE("formula: the worked examples of docs/formula.md", "[formula][docs]") {
    struct row {
        const char* text;
        names columns;
        std::size_t rows;
    };
    const row rows[] = {
        {"y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1", {"x", "y"}, 201},
        {"mu = 0, sigma = 1, f = exp(-(x - mu)^2 / (2sigma^2)) / (sigma * sqrt(2pi)) "
         "for x from -4 to 4 step 0.05",
         {"x", "f"},
         161},
        {"y = x² − 4x + 3, x ∈ [-1, 5], n = 121", {"x", "y"}, 121},
        {"v = 20, g = 9.81, a = 45 * pi / 180, x = v * cos(a) * t, "
         "y = v * sin(a) * t - g * t² / 2 for t from 0 to 2.88 step 0.01",
         {"t", "x", "y"},
         289},
        {"r = hypot(x, y), z = where(r == 0, 1, sin(r) / r), x from -10 to 10 step 0.2, "
         "y from -10 to 10 step 0.2",
         {"x", "y", "r", "z"},
         101 * 101},
        {"P = 1000, r = 0.05, n = 12, A = P * (1 + r/n)^(n*t) for t from 0 to 30 step 1",
         {"t", "A"},
         31},
        {"y = where(x < 0, 0, where(x < 1, x, 1)) for x from -1 to 2 step 0.01", {"x", "y"}, 301},
        {"s = sin(x), c = cos(x), p = s * c for x from 0 to tau step 0.01", {"x", "s", "c", "p"},
         629},
        {"K = 1000\nr = 0.3\nN0 = 10\nN = K / (1 + (K / N0 - 1) * exp(-r * t))\n"
         "t in [0, 40] with n = 401\n",
         {"t", "N"},
         401},
        {"y = x % 1 for x from -2 to 2 step 0.01", {"x", "y"}, 401},
        {"z = x² - y², x in [-1, 1], y in [-1, 1]", {"x", "y", "z"}, 100 * 100},
    };
    for (const auto& r : rows) {
        INFO(r.text);
        const auto c = must(r.text);
        CHECK(c.names == r.columns);
        CHECK(c.values[0].size() == r.rows);
        CHECK(c.non_finite == 0);
    }
    // spot values: the Gaussian's peak, the parabola's vertex, the ripple's centre
    CHECK(must(rows[1].text).values[1][80] == Approx(1 / std::sqrt(2 * std::numbers::pi)));
    CHECK(must(rows[2].text).values[1][60] == Approx(-1.0));
    const auto ripple = must(rows[4].text);
    CHECK(ripple.values[3][50 * 101 + 50] == 1.0);
}

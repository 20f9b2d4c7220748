// Errors: every code and reason with its position, message format, and that no message ever
// carries text from the formula.
#include <string>
#include <vector>

#include "agents/formula/reasons.hpp"
#include "tests/unit/formula/support.hpp"

using namespace anyplot::agents::formula;
using anyplot::agents::formula::test::must;
using anyplot::agents::formula::test::refused;

TEST_CASE("formula errors: code, position and reason of each refusal", "[formula][errors]") {
    struct row {
        const char* text;
        formula_errc code;
        std::size_t position;
        const char* reason;
    };
    const row rows[] = {
        {"y = foo(x) for x from 0 to 1", formula_errc::syntax, 5, "unknown function"},
        {"y = sin(q) for x from 0 to 1", formula_errc::syntax, 9, "unknown name"},
        {"y = sin(x for x from 0 to 1", formula_errc::syntax, 11, "expected ')'"},
        {"y = (x + 1 for x from 0 to 1", formula_errc::syntax, 12, "expected ')'"},
        {"y = atan2(x) for x from 0 to 1", formula_errc::syntax, 5, "wrong number of arguments"},
        {"y = 1 + sin(x, 2) for x from 0 to 1", formula_errc::syntax, 9,
         "wrong number of arguments"},
        {"y = min(x) for x from 0 to 1", formula_errc::syntax, 5, "wrong number of arguments"},
        {"y = where(x, 1) for x from 0 to 1", formula_errc::syntax, 5, "wrong number of arguments"},
        {"y = sin() for x from 0 to 1", formula_errc::syntax, 5, "wrong number of arguments"},
        {"y = x for x from 0 to 1 step 0", formula_errc::domain, 30, "step is zero"},
        {"y = x for x from 0 to 1 step -0.1", formula_errc::domain, 30, "step has the wrong sign"},
        {"y = x for x from 0 to 1 step 2", formula_errc::domain, 30,
         "step is larger than the range"},
        {"y = x for x from 0 to 1 step 1/0", formula_errc::domain, 30, "step is not finite"},
        {"y = x for x from 0 to 1/0", formula_errc::domain, 23, "range bound is not finite"},
        {"y = x for x from log(0) to 1", formula_errc::domain, 18, "range bound is not finite"},
        {"y = x for x from 1 to 1", formula_errc::domain, 11, "range bounds are equal"},
        {"y = x for x in [0, 1], n = 2.5", formula_errc::domain, 28, "n is not a whole number"},
        {"y = x for x in [0, 1], n = 1", formula_errc::domain, 28, "n is less than 2"},
        {"y = π·x + foo for x from 0 to 1", formula_errc::syntax, 11, "unknown name"},
        {"y = 2x, y = 3x for x from 0 to 1", formula_errc::syntax, 9, "name defined twice"},
        {"x = 2, y = x for x from 0 to 1", formula_errc::syntax, 18, "name defined twice"},
        {"sin = 2, y = x for x from 0 to 1", formula_errc::syntax, 1,
         "name is a function or constant"},
        {"y = x for pi from 0 to 1", formula_errc::syntax, 11, "name is a function or constant"},
        {"y = x, x from 0 to 1, t from 0 to 1, u from 0 to 1", formula_errc::syntax, 38,
         "too many ranges"},
        {"y = a*x, a = 2 for x from 0 to 1", formula_errc::syntax, 5,
         "name used before its definition"},
        {"y = y + x for x from 0 to 1", formula_errc::syntax, 5, "name used before its definition"},
        {"y = sin x for x from 0 to 1", formula_errc::syntax, 5, "function needs '('"},
        {"y = pi(x) for x from 0 to 1", formula_errc::syntax, 5, "not a function"},
        {"a = 2, y = a(x + 1) for x from 0 to 1", formula_errc::syntax, 12, "not a function"},
        {"y = x) for x from 0 to 1", formula_errc::syntax, 6, "unmatched bracket"},
        {"y = x for x from 0 1", formula_errc::syntax, 20, "missing operator"},
        {"y = x for x from 0, 1", formula_errc::syntax, 19, "expected 'to'"},
        {"y = x for x in 0, 1", formula_errc::syntax, 16, "expected '['"},
        {"y = x for x in [0 1]", formula_errc::syntax, 19, "missing operator"},
        {"y = x for x in [0; 1]", formula_errc::syntax, 18, "expected ','"},
        {"y = x for x in [0, 1", formula_errc::syntax, 21, "expected ']'"},
        {"y = x for x in [0, 1)", formula_errc::syntax, 21, "expected ']'"},
        {"y + 1 for x from 0 to 1", formula_errc::syntax, 3, "expected '=', 'from' or 'in'"},
        {"2 = y for x from 0 to 1", formula_errc::syntax, 1, "expected a name"},
        {"y = for x from 0 to 1", formula_errc::syntax, 5, "expected a value"},
        {"y = x +", formula_errc::syntax, 8, "expected a value"},
        {"y = x for x from 0 to 1 step 0.5 step 1", formula_errc::syntax, 34,
         "expected a separator"},
        {"y = x for x from 0 to 1 step 0.5, n = 3", formula_errc::syntax, 35,
         "both step and n given"},
        {"y = x for x in [0, 1], n = 3, n = 4", formula_errc::syntax, 31, "n given twice"},
        {"y = x^2 with n = 50 for x in [0, 1]", formula_errc::syntax, 14,
         "n must follow its range"},
        {"y = 2", formula_errc::syntax, 0, "no range given"},
        {"x from 0 to 1", formula_errc::syntax, 0, "no formula given"},
        {"  \n ; ", formula_errc::syntax, 0, "empty formula"},
        {"y = x $ 2 for x from 0 to 1", formula_errc::syntax, 7, "unsupported character"},
        {"y = x ! 2 for x from 0 to 1", formula_errc::syntax, 7, "unsupported character"},
        {"y = x . 2 for x from 0 to 1", formula_errc::syntax, 7, "malformed number"},
        {"y = 1e999 * x for x from 0 to 1", formula_errc::syntax, 5, "number out of range"},
        {"y = x * abcdefghijabcdefghijabcdefghijabc for x from 0 to 1", formula_errc::syntax, 9,
         "name longer than 32 characters"},
    };
    for (const auto& r : rows) {
        INFO(r.text);
        const auto e = refused(r.text);
        CHECK(e.reason == r.reason);
        CHECK(e.code == r.code);
        CHECK(e.position == r.position);
    }
}

TEST_CASE("formula errors: message format and code names", "[formula][errors]") {
    CHECK(code_name(formula_errc::syntax) == "formula_syntax");
    CHECK(code_name(formula_errc::domain) == "formula_domain");
    CHECK(code_name(formula_errc::too_long) == "too_long");
    CHECK(message(refused("y = foo(x) for x from 0 to 1")) ==
          "formula_syntax at 5: unknown function");
    CHECK(message(refused("y = x for x from 0 to 1 step 0")) ==
          "formula_domain at 30: step is zero");
    CHECK(message(refused("y = 2")) == "formula_syntax: no range given");
    CHECK(message(refused(std::string(2001, ' '))) ==
          "too_long: formula longer than 2000 characters");
    for (const auto phrase : anyplot::agents::formula::detail::all_reasons()) {
        CHECK(phrase.size() <= 60);
    }
}

TEST_CASE("formula errors: nesting deeper than 64 is refused at the 65th parenthesis",
          "[formula][errors]") {
    const auto nested = [](const std::string& open, std::size_t depth) {
        std::string text = "y = ";
        for (std::size_t i = 0; i < depth; ++i) text += open;
        text += "x";
        text += std::string(depth, ')');
        return text + " for x from 0 to 1";
    };
    CHECK(must(nested("(", 64)).values[1].size() == 200);
    auto e = refused(nested("(", 65));
    CHECK(e.code == formula_errc::syntax);
    CHECK(e.reason == "nested too deeply");
    CHECK(e.position == 4 + 65);
    CHECK(must(nested("abs(", 64)).values[1].size() == 200);
    e = refused(nested("abs(", 65));
    CHECK(e.reason == "nested too deeply");
    CHECK(e.position == 4 + 64 * 4 + 4);  // the '(' of the 65th call
}

TEST_CASE("formula errors: length is counted in code points", "[formula][errors]") {
    const std::string base = "y = x for x from 0 to 1";
    auto pad = [&](std::size_t chars, const std::string& unit) {
        std::string text = base;
        for (std::size_t i = base.size(); i < chars; ++i) text += unit;
        return text;
    };
    CHECK(is_formula(pad(2000, " ")));
    auto e = refused(pad(2001, " "));
    CHECK(e.code == formula_errc::too_long);
    CHECK(e.position == 0);
    // 2,000 code points of which most are two-byte no-break spaces: about 4,000 bytes, allowed
    const std::string wide = pad(2000, "\u00a0");
    CHECK(wide.size() > 3900);
    CHECK(is_formula(wide));
    CHECK(refused(pad(2001, "\u00a0")).code == formula_errc::too_long);
    // positions count code points: each π and · is one column
    CHECK(refused("y = π·π·x + q for x from 0 to 1").position == 13);
}

TEST_CASE("formula errors: malformed UTF-8 is refused where it starts", "[formula][errors]") {
    for (const char* bad :
         {"\xff", "\xc0\xaf", "\xed\xa0\x80", "\xe2\x88", "\x80", "\xf4\x90\x80\x80"}) {
        const auto e = refused(std::string("y = x") + bad + " for x from 0 to 1");
        CHECK(e.reason == "invalid UTF-8");
        CHECK(e.position == 6);
    }
    CHECK(refused(std::string("y = x\0 for x from 0 to 1", 24)).reason == "unsupported character");
}

namespace {

// `count` clauses "<prefix><i> = <value i><suffix>, " appended piecewise (g++ 12 -O3 reports a
// false -Wrestrict on "y" + std::to_string(i)).
std::string clauses(const char* prefix, int count, const char* suffix, bool numbered_value) {
    std::string out;
    for (int i = 1; i <= count; ++i) {
        out += prefix;
        out += std::to_string(i);
        out += " = ";
        out += numbered_value ? std::to_string(i) : std::string("1");
        out += suffix;
        out += ", ";
    }
    return out;
}

}  // namespace

TEST_CASE("formula errors: clause count limits", "[formula][errors]") {
    const std::string outputs = clauses("y", 17, "x", true);
    auto e = refused(outputs + "x from 0 to 1");
    CHECK(e.reason == "too many outputs");
    CHECK(e.position == outputs.find("y17") + 1);
    const std::string sixteen = clauses("y", 16, "x", true);
    CHECK(must(sixteen + "x from 0 to 1").names.size() == 17);

    const std::string params = clauses("a", 17, "", true);
    e = refused(params + "y = x for x from 0 to 1");
    CHECK(e.reason == "too many parameters");
    CHECK(e.position == params.find("a17") + 1);
    // 17 constant definitions and no range dependency: the last is the output, 16 are parameters
    CHECK(must(params + "x from 0 to 1").names.size() == 2);

    const std::string many = clauses("a", 33, "", false);
    e = refused(many + "y = x for x from 0 to 1");
    CHECK(e.reason == "too many definitions");
    CHECK(e.position == many.find("a33") + 1);
}

TEST_CASE("formula errors: no message ever contains text from the formula", "[formula][errors]") {
    const std::string m = "zqxmarker";
    const std::vector<std::string> templates = {
        "y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1",
        "a = 2, b = 0.5, y = a * sin(b * x) for x from 0 to 10 step 0.1",
        "z = sin(x) * cos(y), x from -3 to 3 step 0.1, y from -3 to 3 step 0.1",
        "y = x^2, x in [0, 20], n = 200",
        "y = where(x < 0, -x, x²) for x in [-1, 1] with n = 5",
    };
    std::size_t checked = 0;
    for (const auto& t : templates) {
        // the marker replacing each space-separated word, and inserted at each space
        std::vector<std::size_t> spaces;
        for (std::size_t i = 0; i < t.size(); ++i) {
            if (t[i] == ' ') spaces.push_back(i);
        }
        std::vector<std::string> variants = {m, m + " = " + m, m + "(" + m + ")", t + " " + m,
                                             m + t};
        std::size_t start = 0;
        for (const std::size_t s : spaces) {
            variants.push_back(t.substr(0, start) + m + t.substr(s));
            variants.push_back(t.substr(0, s) + " " + m + t.substr(s));
            variants.push_back(t.substr(0, s) + m + t.substr(s));
            variants.push_back(t.substr(0, s) + " " + m + "(" + t.substr(s) + ")");
            start = s + 1;
        }
        variants.push_back(t.substr(0, start) + m);
        for (const auto& v : variants) {
            const auto r = generate(v);
            if (r.ok()) continue;
            const std::string msg = message(r.error());
            INFO(v << " -> " << msg);
            CHECK(msg.find("zqx") == std::string::npos);
            CHECK(msg.size() <= 120);
            ++checked;
        }
    }
    CHECK(checked > 100);
    // the marker as each kind of clause name and inside a too-long text
    const std::vector<std::string> clauses = {
        "zqxmarker = 1, y = x for x from 0 to 1 step 0", "y = x for zqxmarker from 0 to 1 step 0",
        "y = x for x from zqxmarker to 1", std::string(1000, 'q') + m + std::string(1000, 'q')};
    for (const auto& v : clauses) {
        const auto r = generate(v);
        REQUIRE_FALSE(r.ok());
        CHECK(message(r.error()).find("zqx") == std::string::npos);
    }
}

// One nesting limit (ast_decode.hpp's max_ast_depth, sent to the helper in its lockdown order):
// every nesting form at depths around it, at 170-199 (where a list field's extra JSON level once
// made the decoder refuse what the helper sent, answered as helper_crashed with a respawn), and at
// 1,000 answers clean or too_deep with a line — never an error, never a new helper. And the
// per-caller bound on helpers crashed (caller_budget.hpp).
#include <catch2/catch.hpp>
#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "agents/validate/ast_decode.hpp"
#include "agents/validate/caller_budget.hpp"
#include "agents/validate/validator.hpp"
#include "tests/unit/validate/shared.hpp"

using namespace anyplot::agents::validate;
using namespace std::chrono_literals;

namespace {

std::string repeat(std::string_view s, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out.append(s);
    return out;
}

std::string block(std::string_view head, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out += std::string(i, ' ') + std::string(head) + "\n";
    return out + std::string(n, ' ') + "pass\n";
}

struct form {
    const char* name;
    std::function<std::string(std::size_t)> make;  // nesting n, on line 3
};

const std::vector<form>& forms() {
    static const std::vector<form> all = {
        {"parentheses", [](std::size_t n) { return "x = " + repeat("(", n) + "1" + repeat(")", n); }},
        {"lists", [](std::size_t n) { return "x = " + repeat("[", n) + "1" + repeat("]", n); }},
        {"tuples", [](std::size_t n) { return "x = " + repeat("(1, ", n) + "1" + repeat(")", n); }},
        {"dicts", [](std::size_t n) { return "x = " + repeat("{1: ", n) + "1" + repeat("}", n); }},
        {"calls", [](std::size_t n) { return "x = " + repeat("f(", n) + "1" + repeat(")", n); }},
        {"keyword calls", [](std::size_t n) { return "x = " + repeat("f(a=", n) + "1" + repeat(")", n); }},
        {"attribute chains", [](std::size_t n) { return "x = a" + repeat(".b", n); }},
        {"subscripts", [](std::size_t n) { return "x = a" + repeat("[0]", n); }},
        {"unary ops", [](std::size_t n) { return "x = " + repeat("-", n) + "1"; }},
        {"binary ops", [](std::size_t n) { return "x = 1" + repeat(" + 1", n); }},
        {"powers", [](std::size_t n) { return "x = " + repeat("2 ** ", n) + "1"; }},
        {"negated powers", [](std::size_t n) { return "x = " + repeat("-2**", n) + "1"; }},
        {"lambdas", [](std::size_t n) { return "x = " + repeat("lambda: ", n) + "1"; }},
        {"f-strings", [](std::size_t n) { return "x = f'{" + repeat("(", n) + "1" + repeat(")", n) + "}'"; }},
        {"comprehensions", [](std::size_t n) { return "x = " + repeat("[a for a in ", n) + "b" + repeat("]", n); }},
        {"nested functions", [](std::size_t n) { return block("def f():", n); }},
        {"nested ifs", [](std::size_t n) { return block("if x:", n); }},
    };
    return all;
}

}  // namespace

TEST_CASE("every nesting form answers clean or too_deep with a line, never an error or a new helper") {
    auto& v = testing::shared_validator();
    REQUIRE(v.pool().warm_up() >= 1);
    const auto crashed_before = v.pool().stats().crashed;
    const auto started_before = v.pool().stats().started;
    std::vector<std::size_t> depths = {max_ast_depth - 1, max_ast_depth, max_ast_depth + 1, 1000};
    for (std::size_t d = 170; d < 200; d += 3) depths.push_back(d);
    depths.push_back(199);
    std::size_t too_deep = 0;
    for (const form& f : forms()) {
        for (const std::size_t n : depths) {
            const std::string code = "import pandas as pd\ndf = pd.DataFrame()\n" + f.make(n);
            if (code.size() > 6000) continue;
            INFO(f.name << " nested " << n);
            auto r = v.validate_data_code(code);
            REQUIRE(r.ok());
            for (const auto& finding : r->findings) {
                CHECK(finding.rule != rule_id::syntax);
                if (finding.rule == rule_id::too_deep) {
                    ++too_deep;
                    CHECK(finding.line >= 3);
                }
            }
        }
    }
    CHECK(too_deep > forms().size());  // most forms reach the limit in the depths above
    CHECK(v.pool().stats().crashed == crashed_before);
    CHECK(v.pool().stats().started == started_before);
}

TEST_CASE("a too_deep answer keeps the helper") {
    helper_options o;
    o.size = 1;
    validator v(o);
    REQUIRE(v.pool().warm_up() == 1);
    const auto pids = v.pool().idle_pids();
    const std::string df = "import pandas as pd\ndf = pd.DataFrame()\n";
    // 180 nested lists: within the limit (once a helper_crashed and a respawn).
    auto within = v.validate_data_code(df + "x = " + repeat("[", 180) + repeat("]", 180) + "\n");
    REQUIRE(within.ok());
    CHECK(within->clean());
    for (const std::string& deep : std::vector<std::string>{repeat("-", 1000) + "1", repeat("lambda: ", 199) + "1",
                                                            repeat("[", 199) + "1" + repeat("]", 199)}) {
        auto r = v.validate_data_code(df + "x = " + deep + "\n");
        REQUIRE(r.ok());
        REQUIRE(r->findings.size() == 1);
        CHECK(r->findings[0].rule == rule_id::too_deep);
        CHECK(r->findings[0].line == 3);
        CHECK(v.pool().idle_pids() == pids);
    }
    CHECK(v.pool().stats().started == 1);
    CHECK(v.pool().stats().crashed == 0);
}

TEST_CASE("caller_budget: past max_failures in the window a caller waits until the oldest expires") {
    auto now = std::chrono::steady_clock::time_point{} + 1h;
    caller_budget_options o;
    o.max_failures = 3;
    o.window = 60s;
    o.max_callers = 2;
    o.now = [&] { return now; };
    caller_budget b(o);
    CHECK(b.allows(""));
    for (int i = 0; i < 3; ++i) {
        CHECK(b.allows("mallory"));
        b.record_failure("mallory");
        now += 10s;
    }
    CHECK_FALSE(b.allows("mallory"));
    CHECK(b.allows("alice"));  // another person is not affected
    now += 31s;                // the first failure (70 s ago... 60 s window) leaves it
    CHECK(b.allows("mallory"));
    b.record_failure("mallory");
    CHECK_FALSE(b.allows("mallory"));
    // Bounded memory: a third caller forgets the one whose last failure is oldest.
    now += 1s;
    b.record_failure("bob");
    now += 1s;
    b.record_failure("carol");
    CHECK(b.allows("") );
    CHECK(b.allows("mallory"));  // forgotten (its newest failure was the oldest)
}

TEST_CASE("a caller whose inputs crash helpers is answered without touching the pool") {
    helper_options o;
    o.script = std::string(ANYPLOT_SOURCE_DIR) + "/tests/data/validate/helpers/exit_helper.py";
    o.size = 1;
    o.request_timeout = 500ms;
    validator v(o);  // default budget: 3 failures in 10 minutes
    for (int i = 0; i < 3; ++i) {
        auto r = v.validate_data_code("x = 1\n", "mallory");
        REQUIRE_FALSE(r.ok());
        CHECK(r.error() == validate_error::helper_crashed);
    }
    const auto started = v.pool().stats().started;
    const auto t0 = std::chrono::steady_clock::now();
    auto r = v.validate_data_code("x = 1\n", "mallory");
    const auto took = std::chrono::steady_clock::now() - t0;
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == validate_error::caller_throttled);
    CHECK(took < 5ms);
    CHECK(v.pool().stats().started == started);
    // Another person still reaches the pool (and its helper).
    auto other = v.validate_data_code("x = 1\n", "alice");
    REQUIRE_FALSE(other.ok());
    CHECK(other.error() == validate_error::helper_crashed);
    CHECK(v.pool().stats().started == started + 1);
}

TEST_CASE("caller_budget: one caller holds at most max_in_flight helpers, others are not held back") {
    caller_budget_options o;
    o.max_in_flight = 1;
    o.max_wait = 50ms;
    caller_budget b(o);
    REQUIRE(b.enter("mallory"));
    const auto t0 = std::chrono::steady_clock::now();
    CHECK_FALSE(b.enter("mallory"));  // waits max_wait, then gives up
    CHECK(std::chrono::steady_clock::now() - t0 >= 50ms);
    CHECK(b.enter("alice"));
    CHECK(b.enter(""));
    b.leave("mallory");
    CHECK(b.enter("mallory"));
    b.leave("mallory");
    b.leave("alice");
}

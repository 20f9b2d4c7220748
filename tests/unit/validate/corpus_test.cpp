// The allowed corpus must pass and every refused snippet must be refused with the rule its
// first line names (`# expect: rule_id`), through the real helper and CPython's parser.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/corpus_files.hpp"
#include "tests/unit/validate/shared.hpp"

using namespace anyplot::agents::validate;
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> corpus(const char* which) { return anyplot::test::validate_corpus(which); }
std::string read(const fs::path& p) { return anyplot::test::read_whole(p); }

std::string describe(const std::vector<finding>& f) {
    std::string s;
    for (const auto& x : f) s += std::string(name(x.rule)) + "@" + std::to_string(x.line) + " ";
    return s;
}

}  // namespace

TEST_CASE("allowed corpus passes") {
    const auto files = corpus("allowed");
    REQUIRE(files.size() >= 10);
    for (const auto& p : files) {
        INFO(p.filename().string());
        auto r = testing::shared_validator().validate_data_code(read(p));
        REQUIRE(r.ok());
        INFO(describe(r->findings));
        CHECK(r->clean());
    }
}

// Realistic snippets in the style a model writes for a person (tests/data/validate/harmless, one
// topic each: ODEs, maps, random processes, statistics, dates, groupby, labels, R and JavaScript
// translations, classes, generators, ...): the validator must refuse none of them.
TEST_CASE("harmless corpus (at least 100 realistic snippets) - none refused") {
    const auto files = corpus("harmless");
    REQUIRE(files.size() >= 100);
    std::size_t refused = 0;
    for (const auto& p : files) {
        INFO(p.filename().string());
        auto r = testing::shared_validator().validate_data_code(read(p));
        REQUIRE(r.ok());
        INFO(describe(r->findings));
        CHECK(r->clean());
        if (!r->clean()) ++refused;
    }
    CHECK(refused == 0);
}

// Real attack snippets, one technique each (tests/data/validate/hostile, `# class:` names the
// class: class making, modules reached as attributes, format lookups, hidden dispatch, file
// writers, literal data, coding cookies, frames, numpy memory, ...): every one is refused, judged
// with the security runner's placeholders filled (tests/support/corpus_files.hpp).
TEST_CASE("hostile corpus (at least 150 attack snippets) - every one refused") {
    const auto files = corpus("hostile");
    REQUIRE(files.size() >= 150);
    std::size_t passed = 0;
    for (const auto& p : files) {
        const std::string code = anyplot::test::fill_placeholders(read(p));
        INFO(p.filename().string());
        auto r = testing::shared_validator().validate_data_code(code);
        REQUIRE(r.ok());
        CHECK_FALSE(r->clean());
        if (r->clean()) ++passed;
    }
    CHECK(passed == 0);
}

TEST_CASE("refused corpus is refused with the expected rule") {
    const auto files = corpus("refused");
    REQUIRE(files.size() >= 50);
    for (const auto& p : files) {
        const std::string code = read(p);
        const std::string tag = "# expect: ";
        REQUIRE(code.rfind(tag, 0) == 0);
        const std::string expected_name = code.substr(tag.size(), code.find('\n') - tag.size());
        INFO(p.filename().string() << " expects " << expected_name);
        const auto expected = parse_rule_id(expected_name);
        REQUIRE(expected.has_value());
        auto r = testing::shared_validator().validate_data_code(code);
        REQUIRE(r.ok());
        INFO(describe(r->findings));
        CHECK(std::any_of(r->findings.begin(), r->findings.end(), [&](const finding& f) { return f.rule == *expected; }));
        for (const auto& f : r->findings) {
            CHECK(f.message.size() <= max_message_chars);
            CHECK(f.line >= 0);
        }
        CHECK(std::is_sorted(r->findings.begin(), r->findings.end(),
                             [](const finding& a, const finding& b) { return a.line < b.line; }));
    }
}

TEST_CASE("messages never echo string literals or user identifiers") {
    auto r = testing::shared_validator().validate_data_code(
        "import pandas as pd\n"
        "x = pd.read_csv('/SECRET_PATH')\n"
        "y = pd.SECRET_MOD._SECRET_PRIVATE\n"
        "z = '__SECRET_DUNDER__'\n"
        "w = 'http://SECRET_HOST/'\n"
        "df = pd.DataFrame().agg('_SECRET_DISPATCH')\n"
        "v = ['SECRET_0', 'SECRET_1', 'SECRET_2', 'SECRET_3', 'SECRET_4', 'SECRET_5', 'SECRET_6',\n"
        "     'SECRET_7', 'SECRET_8', 'SECRET_9', 'SECRET_10', 'SECRET_11', 'SECRET_12', 'SECRET_13',\n"
        "     'SECRET_14', 'SECRET_15', 'SECRET_16', 'SECRET_17', 'SECRET_18', 'SECRET_19', 'SECRET_20']\n"
        "import SECRET_MODULE\n"
        "q = (\n");
    REQUIRE(r.ok());
    REQUIRE_FALSE(r->clean());
    for (const auto& f : r->findings) CHECK(f.message.find("SECRET") == std::string::npos);
    // The syntax error wins: nothing else is judged on code that does not parse.
    REQUIRE(r->findings.size() == 1);
    CHECK(r->findings[0].rule == rule_id::syntax);
    CHECK(r->findings[0].line == 11);

    auto r2 = testing::shared_validator().validate_data_code(
        "import pandas as pd\nimport SECRET_MODULE\nx = pd.read_csv('/SECRET_PATH')\ny = pd._SECRET\n"
        "z = '__SECRET__'\ndf = pd.DataFrame().agg('_SECRET_DISPATCH')\n");
    REQUIRE(r2.ok());
    CHECK(r2->findings.size() >= 5);
    for (const auto& f : r2->findings) CHECK(f.message.find("SECRET") == std::string::npos);
}

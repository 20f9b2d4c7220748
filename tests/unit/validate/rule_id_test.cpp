// The rule ids' one table: every id has its spelling and reads back from it.
#include <catch2/catch.hpp>
#include <string>

#include "agents/validate/rule_id.hpp"

using namespace anyplot::agents::validate;

TEST_CASE("every rule id reads back from its name, and nothing else is a rule id") {
    for (int i = 0; i <= static_cast<int>(rule_id::too_long); ++i) {
        const auto r = static_cast<rule_id>(i);
        INFO(std::string(name(r)));
        CHECK(parse_rule_id(name(r)) == r);
    }
    CHECK(name(rule_id::import) == "import");
    CHECK(name(rule_id::literal_data) == "literal_data");
    CHECK_FALSE(parse_rule_id("").has_value());
    CHECK_FALSE(parse_rule_id("Dunder").has_value());
    CHECK_FALSE(parse_rule_id("plotting").has_value());
}

// Tables from computed numbers (the formula language's columns): typed and canonical exactly as
// the paste parser types the same numbers, non-finite values missing.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "agents/data/numeric.hpp"
#include "agents/data/parse.hpp"

using namespace anyplot::agents::data;

TEST_CASE("numeric_table types like the parser and round-trips through it", "[data][numeric]") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    auto t = numeric_table({"x", "y", "n", "none"},
                           {{0.0, 0.1, 0.2, 0.30000000000000004}, {1.5, nan, -inf, 2.0}, {1.0, 2.0, -3.0, 4.0}, {nan, nan, nan, nan}});
    REQUIRE(t.ok());
    REQUIRE(t->columns.size() == 4);
    CHECK(t->columns[0].type == dtype::number);
    CHECK(t->columns[1].type == dtype::number);
    CHECK(t->columns[2].type == dtype::integer);
    CHECK(t->columns[3].type == dtype::text);  // nothing but missing cells, as a paste of them
    CHECK(t->columns[1].missing == 2);
    CHECK(t->rows[3][0] == "0.30000000000000004");  // shortest round trip, nothing lost
    CHECK(t->rows[0][0] == "0.0");
    CHECK(t->rows[2][2] == "-3");
    CHECK(t->columns[0].min == "0.0");
    CHECK(t->columns[0].max == "0.30000000000000004");
    auto back = parse_table(t->csv);
    REQUIRE(back.ok());
    CHECK(*back == *t);
}

TEST_CASE("numeric_table refuses what is not a table", "[data][numeric]") {
    CHECK(numeric_table({"x", "y"}, {{1.0, 2.0}, {1.0}}).error().code == parse_errc::ragged_rows);
    CHECK(numeric_table({"x"}, {{}}).error().code == parse_errc::no_rows);
    CHECK(numeric_table({}, {}).error().code == parse_errc::too_many_columns);
    CHECK(numeric_table({"x"}, {std::vector<double>(20001, 1.0)}).error().code == parse_errc::too_many_rows);
    CHECK(numeric_table({"x"}, {std::vector<double>(20000, 1.0)}).ok());
}

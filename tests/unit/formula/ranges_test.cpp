// Ranges: point counts, exact points, n, grids and the point limit.
#include <string>
#include <vector>

#include "tests/unit/formula/support.hpp"

using namespace anyplot::agents::formula;
using anyplot::agents::formula::test::must;
using anyplot::agents::formula::test::refused;

namespace {

std::vector<double> xs(const std::string& range) { return must("y = x for x " + range).values[0]; }

}  // namespace

TEST_CASE("formula ranges: from a to b step s point counts", "[formula][ranges]") {
    struct row {
        const char* range;
        std::size_t count;
    };
    const row rows[] = {
        {"from 0 to 1 step 0.1", 11},
        {"from 0 to 10 step 1", 11},
        {"from 0 to 1 step 0.3", 4},
        {"from 0 to 0.3 step 0.1", 4},
        {"from 1 to 0 step -0.1", 11},
        {"from 10 to 0 step -2.5", 5},
        {"from -3 to 3 step 0.1", 61},
        {"from 0 to 6.28 step 0.01", 629},
        {"from 0 to 20 step 0.1", 201},
        {"from -1 to -2 step -0.25", 5},
        {"from 0 to 1 step 0.7", 2},
        {"from 0 to 19999 step 1", 20000},
        {"from 0 to 2 * pi step pi / 4", 9},
    };
    for (const auto& r : rows) {
        INFO(r.range);
        CHECK(xs(r.range).size() == r.count);
    }
}

TEST_CASE("formula ranges: 0 to 1 step 0.1 ends at 1 and points are a + i*s", "[formula][ranges]") {
    const auto x = xs("from 0 to 1 step 0.1");
    REQUIRE(x.size() == 11);
    CHECK(x.back() == Approx(1.0).margin(1e-12));
    // computed, not accumulated: bit-identical to i * 0.1
    for (std::size_t i = 0; i < x.size(); ++i) CHECK(x[i] == 0 + static_cast<double>(i) * 0.1);
    const auto down = xs("from 1 to 0 step -0.1");
    CHECK(down.front() == 1.0);
    CHECK(down.back() == Approx(0.0).margin(1e-12));
    CHECK(down[3] == 1 + 3 * -0.1);
}

TEST_CASE("formula ranges: n points include both ends exactly", "[formula][ranges]") {
    CHECK(xs("in [0, 1], n = 5") == std::vector<double>{0, 0.25, 0.5, 0.75, 1});
    CHECK(xs("in [0, 1], n = 2") == std::vector<double>{0, 1});
    CHECK(xs("from 3 to 1 with n = 3") == std::vector<double>{3, 2, 1});
    const auto x = xs("in [0.1, 0.7], n = 7");
    REQUIRE(x.size() == 7);
    CHECK(x.back() == 0.7);
    CHECK(xs("in [0, 1], n = 20000").size() == 20000);
    // `step` works after the interval form too
    CHECK(xs("in [0, 1] step 0.5") == std::vector<double>{0, 0.5, 1});
}

TEST_CASE("formula ranges: bounds may use parameters and constants", "[formula][ranges]") {
    const auto c = must("a = 2, k = 4, y = x for x from -a to a with n = k + 1");
    CHECK(c.values[0] == std::vector<double>{-2, -1, 0, 1, 2});
    CHECK(refused("y = x for x from 0 to a, a = 1").reason == "name used before its definition");
    CHECK(refused("z = x + y, x from 0 to y, y from 1 to 2").reason ==
          "range bound depends on a range variable");
    CHECK(refused("y = x, x from 0 to 1, t from 0 to y").reason ==
          "range bound depends on a range variable");
}

TEST_CASE("formula ranges: a grid has nx times ny rows, x outer and y inner", "[formula][ranges]") {
    const auto c = must("z = x + 10*y, x from 0 to 2 step 1, y from 0 to 3 step 1");
    REQUIRE(c.values[0].size() == 3 * 4);
    for (std::size_t k = 0; k < 12; ++k) {
        CHECK(c.values[0][k] == static_cast<double>(k / 4));
        CHECK(c.values[1][k] == static_cast<double>(k % 4));
        CHECK(c.values[2][k] == c.values[0][k] + 10 * c.values[1][k]);
    }
    // the first range written is the outer one, whatever its name
    const auto d = must("z = x*y, y from 0 to 1 step 1, x from 0 to 2 step 1");
    CHECK(d.names == std::vector<std::string>{"y", "x", "z"});
    CHECK(d.values[0] == std::vector<double>{0, 0, 0, 1, 1, 1});
    CHECK(d.values[1] == std::vector<double>{0, 1, 2, 0, 1, 2});
    // each range takes its own n
    const auto e = must("z = x*y, x in [0, 1], n = 3, y in [0, 1], n = 4");
    CHECK(e.values[0].size() == 12);
    // without counts a grid takes 100 points per range; n applies to its own range only
    CHECK(must("z = x*y, x in [0, 1], y in [0, 1]").values[0].size() == 100 * 100);
    CHECK(must("z = x*y, x in [0, 1], y in [0, 1], n = 200").values[0].size() == 100 * 200);
}

TEST_CASE("formula ranges: the point limit", "[formula][ranges]") {
    auto e = refused("y = x for x from 0 to 20000 step 1");
    CHECK(e.code == formula_errc::domain);
    CHECK(e.reason == "too many points");
    CHECK(e.position == 34);
    e = refused("y = x for x in [0, 1], n = 20001");
    CHECK(e.reason == "too many points");
    CHECK(e.position == 28);
    // the grid product, blamed on the second range
    e = refused("z = x*y, x in [0, 1], n = 200, y in [0, 1], n = 101");
    CHECK(e.code == formula_errc::domain);
    CHECK(e.reason == "too many points");
    CHECK(e.position == 32);
    // a step so small the count would overflow a cast
    CHECK(refused("y = x for x from 0 to 1 step 1e-300").reason == "too many points");
    CHECK(refused("y = x for x from -1e308 to 1e308 step 1").reason == "range is too wide");
}

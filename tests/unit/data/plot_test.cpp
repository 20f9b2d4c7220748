// How a table is drawn when nothing chose (infer_plot), and what a chosen spec must name
// (plot_problem): the tables are parsed by the real paste parser, as a paste's would be.
#include <catch2/catch.hpp>

#include "agents/data/plot.hpp"
#include "tests/unit/data/shared.hpp"

using namespace anyplot::agents::data;
using namespace anyplot::agents::data::testing;

namespace {

plot_spec spec(std::optional<std::string> x, std::vector<std::string> y, plot_kind kind) {
    return plot_spec{std::move(x), std::move(y), kind};
}

}  // namespace

TEST_CASE("a text column with numbers is drawn as bars per category") {
    const auto t = parsed("region\tQ1\tQ2\nNorth\t10\t12\nSouth\t8\t9\nEast\t11\t14\nWest\t7\t6\n");
    CHECK(infer_plot(t) == spec("region", {"Q1", "Q2"}, plot_kind::bars));
}

TEST_CASE("a date column makes a line over time, whatever its place") {
    const auto t = parsed("sales,day\n10,2024-01-01\n12,2024-01-02\n9,2024-01-03\n");
    CHECK(infer_plot(t) == spec("day", {"sales"}, plot_kind::line));
}

TEST_CASE("one number column: bars for a few rows, a line over the row number for many") {
    CHECK(infer_plot(parsed("Sales\n3\n5\n4\n")) == spec(std::nullopt, {"Sales"}, plot_kind::bars));
    std::string many = "v\n";
    for (int i = 0; i < 31; ++i) many += std::to_string(i * i % 17) + "\n";
    CHECK(infer_plot(parsed(many)) == spec(std::nullopt, {"v"}, plot_kind::line));
}

TEST_CASE("numbers only: the first against the others, points when the first does not rise") {
    CHECK(infer_plot(parsed("t,x,y,z,w,u\n0,1,2,3,4,5\n1,2,3,4,5,6\n1,3,4,5,6,7\n")) ==
          spec("t", {"x", "y", "z", "w"}, plot_kind::line));
    CHECK(infer_plot(parsed("x,z\n1.5,3\n-2,4\n0.25,5\n")) == spec("x", {"z"}, plot_kind::points));
    // A missing x cell does not break a rising column.
    CHECK(infer_plot(parsed("x,y\n1,3\n,4\n2,5\n")).kind == plot_kind::line);
}

TEST_CASE("a table of dates alone has no series") {
    const auto p = infer_plot(parsed("day\n2024-01-01\n2024-01-02\n"));
    CHECK(p.y.empty());
    CHECK(p.x == "day");
}

TEST_CASE("a chosen spec must name the table's columns, numbers as series") {
    const auto t = parsed("city,temp,rain\nRome,12,3\nOslo,2,9\n");
    CHECK_FALSE(plot_problem(spec("city", {"temp", "rain"}, plot_kind::bars), t.columns));
    CHECK_FALSE(plot_problem(spec(std::nullopt, {"temp"}, plot_kind::area), t.columns));
    CHECK(plot_problem(spec("nope", {"temp"}, plot_kind::line), t.columns));
    CHECK(plot_problem(spec("city", {}, plot_kind::line), t.columns));
    CHECK(plot_problem(spec("city", {"city"}, plot_kind::line), t.columns));     // not a number
    CHECK(plot_problem(spec("temp", {"temp"}, plot_kind::line), t.columns));     // x again
    CHECK(plot_problem(spec("city", {"temp", "temp"}, plot_kind::line), t.columns));
    CHECK(plot_problem(spec("city", {"missing"}, plot_kind::line), t.columns));
    const std::vector<std::string> nine(9, "temp");
    CHECK(plot_problem(spec("city", nine, plot_kind::line), t.columns));
    // The answer is a fixed line: it never names a column.
    CHECK(plot_problem(spec("secret", {"temp"}, plot_kind::line), t.columns)->find("secret") == std::string_view::npos);
}

TEST_CASE("plot kinds read back by name") {
    for (const auto k : {plot_kind::line, plot_kind::points, plot_kind::bars, plot_kind::area}) {
        CHECK(parse_plot_kind(plot_kind_name(k)) == k);
    }
    CHECK_FALSE(parse_plot_kind("pie"));
    CHECK(parse_dtype("datetime") == dtype::datetime);
    CHECK_FALSE(parse_dtype("float"));
}

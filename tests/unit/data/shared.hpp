#pragma once
// Small helpers shared by the data tests.
#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "agents/data/parse.hpp"

namespace anyplot::agents::data::testing {

inline table parsed(std::string_view text) {
    auto r = parse_table(text);
    if (!r) FAIL("unexpected parse error: " << message(r.error()));
    return *r;
}

inline parse_error refused(std::string_view text) {
    auto r = parse_table(text);
    if (r) FAIL("expected a parse error, got csv:\n" << r->csv);
    return r.error();
}

inline const column_profile& col(const table& t, std::size_t i) {
    REQUIRE(i < t.columns.size());
    return t.columns[i];
}

}  // namespace anyplot::agents::data::testing

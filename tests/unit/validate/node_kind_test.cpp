// CPython's node class names resolved to node_kind once: every kind reads back from its name,
// and a name the table does not know (an old alias, an abstract base) is `other`.
#include <catch2/catch.hpp>
#include <string>

#include "agents/validate/node_kind.hpp"

using namespace anyplot::agents::validate;

TEST_CASE("every node kind reads back from CPython's class name") {
    for (std::size_t i = 0; i < node_kind_count; ++i) {
        const auto k = static_cast<node_kind>(i);
        INFO(std::string(name(k)));
        CHECK(node_kind_of(name(k)) == k);
    }
    CHECK(node_kind_of("Call") == node_kind::Call);
    CHECK(node_kind_of("arg") == node_kind::arg);
    CHECK(node_kind_of("TryStar") == node_kind::TryStar);
}

TEST_CASE("names the table does not know are other") {
    for (const char* unknown : {"", "call", "Num", "Str", "expr", "stmt", "excepthandler", "TypeAlias", "Add"}) {
        INFO(unknown);
        CHECK(node_kind_of(unknown) == node_kind::other);
    }
}

// The AST-JSON decoder on hand-written documents (its fuzz target is tests/fuzz/validate/).
#include <catch2/catch.hpp>
#include <string>

#include "agents/validate/ast_decode.hpp"

using namespace anyplot::agents::validate;

namespace {

const char* k_ready =
    R"({"ready":1,"types":[["Module",["body","type_ignores"]],["Expr",["value"]],["Constant",["k","v"]],)"
    R"(["Name",["id","ctx"]],["List",["elts","ctx"]]]})";

std::shared_ptr<const ast_schema> schema() {
    auto s = decode_schema(k_ready);
    REQUIRE(s.ok());
    return *s;
}

}  // namespace

TEST_CASE("decode a small tree") {
    auto s = schema();
    auto a = decode_answer(R"([0,0,0,0,[[1,1,0,1,[4,1,0,1,[[2,1,1,1,"i",3],[3,1,4,1,"x","Load"]],"Load"]]],[]])", s);
    REQUIRE(a.ok());
    const auto* tree = std::get_if<parsed_tree>(&*a);
    REQUIRE(tree != nullptr);
    const node& m = tree->root;
    CHECK(m.is(node_kind::Module));
    REQUIRE(m.list("body").size() == 1);
    const node* list = m.list("body")[0].as_node()->child("value");
    REQUIRE(list != nullptr);
    CHECK(list->is(node_kind::List));
    const auto elts = list->list("elts");
    REQUIRE(elts.size() == 2);
    CHECK(elts[0].as_node()->constant_kind() == 'i');
    CHECK(elts[0].as_node()->integer("v") == 3);
    CHECK(elts[1].as_node()->text("id") == "x");
    CHECK(elts[1].as_node()->line == 1);
    CHECK(elts[1].as_node()->col == 4);
}

TEST_CASE("expressions carry only a line, statements also a column and an end line") {
    auto s = schema();
    // The helper's encoding: [type, line, fields...] and, for statements, [type, line, col, end, fields...].
    auto a = decode_answer(R"([0,0,[[1,3,4,5,[4,3,[[2,3,"i",3],[3,3,"x","Load"]],"Load"]]],[]])", s);
    REQUIRE(a.ok());
    const node& stmt = *std::get<parsed_tree>(*a).root.list("body")[0].as_node();
    CHECK(stmt.line == 3);
    CHECK(stmt.col == 4);
    CHECK(stmt.end_line == 5);
    const node* list = stmt.child("value");
    REQUIRE(list != nullptr);
    CHECK(list->line == 3);
    CHECK(list->col == 0);
    CHECK(list->list("elts")[1].as_node()->text("id") == "x");
    // Any other header length is a shape error: the field count would be ambiguous.
    for (const char* bad : {R"([0,0,0,[],[]])", R"([0,0,0,0,0,[],[]])", R"([0,0,[[3,1,0,"x","Load"]],[]])",
                            R"([0,0,[[3,1,"x"]],[]])", R"([0,0,[[3,1,0,"x",1,"Load"]],[]])"}) {
        CHECK_FALSE(decode_answer(bad, s).ok());
    }
}

TEST_CASE("decode the helper's refusals") {
    auto s = schema();
    auto a = decode_answer(R"({"error":"syntax","line":7})", s);
    REQUIRE(a.ok());
    const auto* r = std::get_if<parse_refusal>(&*a);
    REQUIRE(r != nullptr);
    CHECK(r->what == parse_refusal::kind::syntax);
    CHECK(r->line == 7);
    auto d = decode_answer(R"({"error":"too_deep","line":0})", s);
    REQUIRE(d.ok());
    CHECK(std::get<parse_refusal>(*d).what == parse_refusal::kind::too_deep);
}

TEST_CASE("malformed answers are errors / never exceptions") {
    auto s = schema();
    for (const char* bad : {"", "not json", "[", "[99,0,0,0]", "[0,0,0,0,[]]", "[1,0,0,0,null]",
                            "[0,0,0,0,[[1,1,0,1,1.5]],[]]", "[0,0,0,0,[[1,1,0,1,true]],[]]", R"({"error":1})",
                            "[0,0,0,0,[[1,1,0,1,{}]],[]]", "[\"Module\"]"}) {
        CHECK_FALSE(decode_answer(bad, s).ok());
    }
    CHECK_FALSE(decode_answer("[0,0,0,0,[],[]]", nullptr).ok());
    // Hostile nesting stops at the depth bound.
    std::string deep(2000, '[');
    deep += std::string(2000, ']');
    CHECK_FALSE(decode_answer(deep, s).ok());
}

TEST_CASE("malformed schemas are errors") {
    for (const char* bad : {"{}", R"({"types":[]})", R"({"types":[["A"]]})", R"({"types":[[1,[]]]})",
                            R"({"types":[["A",[1]]]})"}) {
        CHECK_FALSE(decode_schema(bad).ok());
    }
}

// The decoder counts node nesting as the helper does (ast_decode.hpp's max_ast_depth, the one
// limit): Module(0) > Expr(1) > List(2) > ... A tree at the limit decodes, one past it does not,
// whatever the JSON around it (a list field between nodes is one more JSON level, not a node).
TEST_CASE("the decoder's nesting limit is max_ast_depth, counted in nodes") {
    auto s = schema();
    const auto tree_of_depth = [](std::size_t depth) {
        // depth - 2 nested Lists holding a Constant at `depth`.
        std::string inner = "[2,1,\"i\",1]";
        for (std::size_t d = depth; d-- > 2;) inner = "[4,1,[" + inner + "],\"Load\"]";
        return "[0,0,[[1,1,0,1," + inner + "]],[]]";
    };
    CHECK(decode_answer(tree_of_depth(max_ast_depth), s).ok());
    CHECK(decode_answer(tree_of_depth(max_ast_depth - 1), s).ok());
    CHECK_FALSE(decode_answer(tree_of_depth(max_ast_depth + 1), s).ok());
}

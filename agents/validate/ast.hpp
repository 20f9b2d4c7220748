#pragma once
// CPython's AST as a plain C++ tree: what the rules read. Built by ast_decode.cpp from the
// helper's JSON, or by hand in tests. A node's kind is resolved once, when it is built
// (node_kind.hpp); field names are string_views into the schema the helper sent (or into string
// literals for hand-built trees), so a tree must not outlive them.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "agents/validate/node_kind.hpp"

namespace anyplot::agents::validate {

struct node;

enum class value_kind : std::uint8_t { null, node, list, text, integer };

// A field's value: null, one node, a list of values, a string (identifiers, operator names,
// constant text) or an integer (constant ints clamped to +-2^53, import levels).
struct value {
    value_kind kind = value_kind::null;
    std::string text;
    std::int64_t integer = 0;
    std::vector<node> one;     // kind::node: exactly one element
    std::vector<value> items;  // kind::list

    [[nodiscard]] const node* as_node() const noexcept;
};

struct field {
    std::string_view name;
    value v;
};

struct node {
    node_kind kind = node_kind::other;  // Constant has the fields "k" (its kind letter) and "v"
    int line = 0;
    // Statements only (0 elsewhere: the helper sends them for statements, which is all the
    // main-guard rewrite reads). col is a UTF-8 byte offset, as CPython reports it.
    int col = 0;
    int end_line = 0;
    std::vector<field> fields;

    [[nodiscard]] bool is(node_kind k) const noexcept { return kind == k; }
    [[nodiscard]] const value* get(std::string_view name) const noexcept;
    // The node in field `name`, or nullptr (absent, null, or not a node).
    [[nodiscard]] const node* child(std::string_view name) const noexcept;
    // The list in field `name` (empty when absent or not a list).
    [[nodiscard]] std::span<const value> list(std::string_view name) const noexcept;
    // The string in field `name` ("" when absent or not text).
    [[nodiscard]] std::string_view text(std::string_view name) const noexcept;
    [[nodiscard]] std::int64_t integer(std::string_view name, std::int64_t fallback = 0) const noexcept;

    // Constants: kind letter i/f/j/s/b/t/n/e (see parse_helper.py), '\0' for other nodes.
    [[nodiscard]] char constant_kind() const noexcept;
};

}  // namespace anyplot::agents::validate

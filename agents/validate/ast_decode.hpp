#pragma once
// Decodes the parse helper's JSON (see parse_helper.py for the format) into the C++ tree.
// The only file of agents/validate that sees simdjson. The helper is ours, but its output is
// treated as untrusted bytes anyway: a crafted snippet that confused CPython or the encoder
// must not be able to crash the service, so every shape is checked and depth is bounded.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "agents/validate/ast.hpp"
#include "common/result.hpp"

namespace anyplot::agents::validate {

// Node classes and their field names, in the helper's order (from its "ready" answer). Each
// class name is resolved to its node_kind here, once per schema, not once per node.
struct ast_schema {
    std::vector<node_kind> kinds;
    std::vector<std::vector<std::string>> fields;
};

// A tree plus the schema its names point into.
struct parsed_tree {
    std::shared_ptr<const ast_schema> schema;
    node root;
};

// The helper's own refusals: CPython could not parse the text, or it nests too deeply.
struct parse_refusal {
    enum class kind { syntax, too_deep, encoding, internal } what;
    int line = 0;
};

using parse_answer = std::variant<parsed_tree, parse_refusal>;

enum class decode_error { not_json, too_large_or_deep, bad_shape };

// The one nesting limit: a node deeper than this (the Module is depth 0) is refused as too_deep.
// Sent to the helper in its lockdown order (helper_sandbox.cpp, parse_helper.py), which refuses
// deeper trees with the line; the decoder refuses them too, so both sides agree by construction.
// 200 is CPython's own bracket limit (its tokenizer's MAXLEVEL): no code that parses nests
// brackets deeper, and no snippet a person writes nests anything this deep.
inline constexpr std::size_t max_ast_depth = 200;
// JSON nesting of an answer: each node is an array and a node's list field is one more, so a
// tree within max_ast_depth is at most 2 * (max_ast_depth + 1) levels, plus the root list.
inline constexpr std::size_t max_json_depth = 2 * (max_ast_depth + 1) + 1;
// Bytes of one answer: a 6,000-character snippet encodes to well under 200 KB.
inline constexpr std::size_t max_answer_bytes = 8u << 20;

[[nodiscard]] common::result<std::shared_ptr<const ast_schema>, decode_error> decode_schema(
    std::string_view ready_json) noexcept;

[[nodiscard]] common::result<parse_answer, decode_error> decode_answer(
    std::string_view json, const std::shared_ptr<const ast_schema>& schema) noexcept;

}  // namespace anyplot::agents::validate

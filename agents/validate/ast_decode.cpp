#include "agents/validate/ast_decode.hpp"

#include <limits>
#include <new>

// simdjson's error-code API only: this file is built with SIMDJSON_EXCEPTIONS=0
// (agents/validate/CMakeLists.txt), so nothing the decoder meets can throw through a request path.
#include "wire/json_object.hpp"

namespace anyplot::agents::validate {
namespace {

namespace dom = simdjson::dom;
using common::failure;

// The shared reader's parser, at this decoder's own depth: not wire::max_json_depth (16) but
// ast_decode.hpp's max_json_depth, since a tree the helper may send (max_ast_depth nodes, each an
// array with its list fields one more) nests about 400 levels. Its codes fold into this
// decoder's three.
common::result<dom::element, decode_error> parse_root(std::string_view json) noexcept {
    auto root = wire::json::parse_bounded<max_answer_bytes, max_json_depth>(json);
    if (root) return *root;
    if (root.error() == wire::decode_error::too_deep_or_large) return failure{decode_error::too_large_or_deep};
    return failure{decode_error::not_json};
}

class tree_builder {
public:
    explicit tree_builder(const ast_schema& schema) noexcept : schema_(schema) {}

    // False on any shape error; `out` is then partially filled and must be dropped. `depth` is
    // the node's nesting (the Module is 0), counted as the helper counts it (max_ast_depth); the
    // JSON around it is bounded by the parser's max_json_depth.
    bool build_node(dom::array arr, node& out, std::size_t depth) {
        if (depth > max_ast_depth) return false;
        // [type, line, fields...] or, for statements, [type, line, col, end line, fields...]:
        // which one is told by the length, since the schema fixes the number of fields.
        const std::size_t n = arr.size();
        if (n < 2) return false;
        std::int64_t header[4] = {0, 0, 0, 0};
        std::size_t i = 0;
        for (dom::element e : arr) {
            if (i == 2) break;
            if (e.get_int64().get(header[i]) != simdjson::SUCCESS) return false;
            ++i;
        }
        if (header[0] < 0 || static_cast<std::uint64_t>(header[0]) >= schema_.kinds.size()) return false;
        const auto type = static_cast<std::size_t>(header[0]);
        const auto& names = schema_.fields[type];
        std::size_t head = 0;
        if (n == 2 + names.size()) {
            head = 2;
        } else if (n == 4 + names.size()) {
            head = 4;
        } else {
            return false;
        }
        out.kind = schema_.kinds[type];
        out.fields.resize(names.size());
        i = 0;
        for (dom::element e : arr) {
            if (i >= head) {
                field& f = out.fields[i - head];
                f.name = names[i - head];
                if (!build_value(e, f.v, depth)) return false;
            } else if (i >= 2) {
                if (e.get_int64().get(header[i]) != simdjson::SUCCESS) return false;
            }
            ++i;
        }
        out.line = clamp_position(header[1]);
        out.col = clamp_position(header[2]);
        out.end_line = clamp_position(header[3]);
        return true;
    }

private:
    static int clamp_position(std::int64_t v) noexcept {
        // Positions are bounded by the snippet size; anything odd becomes 0 ("unknown").
        return v < 0 || v > 10'000'000 ? 0 : static_cast<int>(v);
    }

    // `depth` is the nesting of the node whose field this value is.
    bool build_value(dom::element e, value& out, std::size_t depth) {
        switch (e.type()) {
            case dom::element_type::NULL_VALUE: out.kind = value_kind::null; return true;
            case dom::element_type::INT64: {
                out.kind = value_kind::integer;
                return e.get_int64().get(out.integer) == simdjson::SUCCESS;
            }
            case dom::element_type::STRING: {
                std::string_view s;
                if (e.get_string().get(s) != simdjson::SUCCESS) return false;
                out.kind = value_kind::text;
                out.text.assign(s);
                return true;
            }
            case dom::element_type::ARRAY: {
                dom::array arr;
                if (e.get_array().get(arr) != simdjson::SUCCESS) return false;
                // A node starts with its integer type index; anything else is a list.
                bool is_node = false;
                for (dom::element first : arr) {
                    is_node = first.type() == dom::element_type::INT64;
                    break;
                }
                if (is_node) {
                    out.kind = value_kind::node;
                    out.one.resize(1);
                    return build_node(arr, out.one.front(), depth + 1);
                }
                out.kind = value_kind::list;
                out.items.resize(arr.size());
                std::size_t i = 0;
                for (dom::element item : arr) {
                    if (!build_value(item, out.items[i], depth)) return false;
                    ++i;
                }
                return true;
            }
            default: return false;  // floats, unsigned, booleans, objects: the helper emits none
        }
    }

    const ast_schema& schema_;
};

}  // namespace

common::result<std::shared_ptr<const ast_schema>, decode_error> decode_schema(
    std::string_view ready_json) noexcept {
    try {
        auto root = parse_root(ready_json);
        if (!root) return failure{root.error()};
        dom::array types;
        if (root->at_key("types").get_array().get(types) != simdjson::SUCCESS) {
            return failure{decode_error::bad_shape};
        }
        auto schema = std::make_shared<ast_schema>();
        for (dom::element t : types) {
            dom::array pair;
            std::string_view name;
            dom::array fields;
            if (t.get_array().get(pair) != simdjson::SUCCESS || pair.size() != 2 ||
                pair.at(0).get_string().get(name) != simdjson::SUCCESS ||
                pair.at(1).get_array().get(fields) != simdjson::SUCCESS || name.empty()) {
                return failure{decode_error::bad_shape};
            }
            schema->kinds.push_back(node_kind_of(name));
            auto& names = schema->fields.emplace_back();
            for (dom::element f : fields) {
                std::string_view fname;
                if (f.get_string().get(fname) != simdjson::SUCCESS) return failure{decode_error::bad_shape};
                names.emplace_back(fname);
            }
        }
        if (schema->kinds.empty()) return failure{decode_error::bad_shape};
        return std::shared_ptr<const ast_schema>(std::move(schema));
    } catch (const std::bad_alloc&) {
        return failure{decode_error::too_large_or_deep};
    }
}

common::result<parse_answer, decode_error> decode_answer(
    std::string_view json, const std::shared_ptr<const ast_schema>& schema) noexcept {
    if (!schema) return failure{decode_error::bad_shape};
    try {
        auto root = parse_root(json);
        if (!root) return failure{root.error()};
        if (root->type() == dom::element_type::OBJECT) {
            // Looked up by name, first match: wire::json::collect would refuse a repeated key,
            // which the helper's json.dumps never writes, and this decoder has always accepted.
            std::string_view what;
            std::int64_t line = 0;
            if (root->at_key("error").get_string().get(what) != simdjson::SUCCESS ||
                root->at_key("line").get_int64().get(line) != simdjson::SUCCESS) {
                return failure{decode_error::bad_shape};
            }
            parse_refusal r{parse_refusal::kind::internal, 0};
            if (what == "syntax") r.what = parse_refusal::kind::syntax;
            else if (what == "too_deep") r.what = parse_refusal::kind::too_deep;
            else if (what == "encoding") r.what = parse_refusal::kind::encoding;
            r.line = line < 0 || line > std::numeric_limits<int>::max() ? 0 : static_cast<int>(line);
            return parse_answer(r);
        }
        dom::array arr;
        if (root->get_array().get(arr) != simdjson::SUCCESS) return failure{decode_error::bad_shape};
        parsed_tree tree{schema, {}};
        tree_builder builder(*schema);
        if (!builder.build_node(arr, tree.root, 0) || !tree.root.is(node_kind::Module)) {
            return failure{decode_error::bad_shape};
        }
        return parse_answer(std::move(tree));
    } catch (const std::bad_alloc&) {
        // The tree is built with ordinary containers; an allocation failure is a value too.
        return failure{decode_error::too_large_or_deep};
    }
}

}  // namespace anyplot::agents::validate

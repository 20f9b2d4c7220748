#pragma once
// Hand-built ASTs for the pure rule tests: no Python involved. Shapes follow CPython 3.11's ast
// module (the same field names the helper's schema carries).
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "agents/validate/ast.hpp"

namespace anyplot::agents::validate::testing {

value v_node(node n);
value v_list(std::initializer_list<node> items);
value v_text(std::string_view s);
value v_int(std::int64_t i);

node make(node_kind kind, int line, std::initializer_list<std::pair<std::string_view, value>> fields);

node module(std::initializer_list<node> body);
node name(std::string_view id, int line = 1, std::string_view ctx = "Load");
node attribute(node receiver, std::string_view attr, int line = 1);
node str(std::string_view s, int line = 1);
node num(std::int64_t i, int line = 1);
node flt(int line = 1);
node call(node func, std::initializer_list<node> args, int line = 1);
node assign(node target, node value_node, int line = 1);
node expr(node e, int line = 1);
node list(std::initializer_list<node> elts, int line = 1);
node tuple(std::initializer_list<node> elts, int line = 1);
node binop(node left, std::string_view op, node right, int line = 1);
node import_stmt(std::string_view module_name, std::string_view asname = "", int line = 1);
node import_from(std::string_view module_name, std::string_view name, int level = 0, int line = 1);
// df = 0, so trees that test one rule do not also trip missing_df.
node df_assign(int line = 100);

}  // namespace anyplot::agents::validate::testing

#include "tests/unit/validate/tree_builder.hpp"

namespace anyplot::agents::validate::testing {

value v_node(node n) {
    value v;
    v.kind = value_kind::node;
    v.one.push_back(std::move(n));
    return v;
}

value v_list(std::initializer_list<node> items) {
    value v;
    v.kind = value_kind::list;
    for (const node& n : items) v.items.push_back(v_node(n));
    return v;
}

value v_text(std::string_view s) {
    value v;
    v.kind = value_kind::text;
    v.text = std::string(s);
    return v;
}

value v_int(std::int64_t i) {
    value v;
    v.kind = value_kind::integer;
    v.integer = i;
    return v;
}

node make(node_kind kind, int line, std::initializer_list<std::pair<std::string_view, value>> fields) {
    node n;
    n.kind = kind;
    n.line = line;
    n.end_line = line;
    for (const auto& [k, v] : fields) n.fields.push_back({k, v});
    return n;
}

node module(std::initializer_list<node> body) { return make(node_kind::Module, 0, {{"body", v_list(body)}, {"type_ignores", v_list({})}}); }
node name(std::string_view id, int line, std::string_view ctx) {
    return make(node_kind::Name, line, {{"id", v_text(id)}, {"ctx", v_text(ctx)}});
}
node attribute(node receiver, std::string_view attr, int line) {
    return make(node_kind::Attribute, line, {{"value", v_node(std::move(receiver))}, {"attr", v_text(attr)}, {"ctx", v_text("Load")}});
}
node str(std::string_view s, int line) { return make(node_kind::Constant, line, {{"k", v_text("s")}, {"v", v_text(s)}}); }
node num(std::int64_t i, int line) { return make(node_kind::Constant, line, {{"k", v_text("i")}, {"v", v_int(i)}}); }
node flt(int line) { return make(node_kind::Constant, line, {{"k", v_text("f")}, {"v", value{}}}); }
node call(node func, std::initializer_list<node> args, int line) {
    return make(node_kind::Call, line, {{"func", v_node(std::move(func))}, {"args", v_list(args)}, {"keywords", v_list({})}});
}
node assign(node target, node value_node, int line) {
    return make(node_kind::Assign, line, {{"targets", v_list({target})}, {"value", v_node(std::move(value_node))}, {"type_comment", value{}}});
}
node expr(node e, int line) { return make(node_kind::Expr, line, {{"value", v_node(std::move(e))}}); }
node list(std::initializer_list<node> elts, int line) {
    return make(node_kind::List, line, {{"elts", v_list(elts)}, {"ctx", v_text("Load")}});
}
node tuple(std::initializer_list<node> elts, int line) {
    return make(node_kind::Tuple, line, {{"elts", v_list(elts)}, {"ctx", v_text("Load")}});
}
node binop(node left, std::string_view op, node right, int line) {
    return make(node_kind::BinOp, line, {{"left", v_node(std::move(left))}, {"op", v_text(op)}, {"right", v_node(std::move(right))}});
}
node import_stmt(std::string_view module_name, std::string_view asname, int line) {
    node alias = make(node_kind::alias, line, {{"name", v_text(module_name)}, {"asname", asname.empty() ? value{} : v_text(asname)}});
    return make(node_kind::Import, line, {{"names", v_list({alias})}});
}
node import_from(std::string_view module_name, std::string_view n, int level, int line) {
    node alias = make(node_kind::alias, line, {{"name", v_text(n)}, {"asname", value{}}});
    return make(node_kind::ImportFrom, line,
                {{"module", module_name.empty() ? value{} : v_text(module_name)}, {"names", v_list({alias})}, {"level", v_int(level)}});
}
node df_assign(int line) { return assign(name("df", line, "Store"), num(0, line), line); }

}  // namespace anyplot::agents::validate::testing

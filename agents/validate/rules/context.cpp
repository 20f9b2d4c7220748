#include "agents/validate/rules/context.hpp"

#include <string>

#include "agents/validate/rules/registry.hpp"

namespace anyplot::agents::validate::rules {

void context::add(rule_id rule, std::string_view message, int line) {
    // Our messages fit; one that did not would be cut at a word, never inside one, and say so.
    if (message.size() <= max_message_chars) {
        out.push_back({rule, std::string(message), line});
        return;
    }
    constexpr std::string_view more = " \u2026";
    std::string_view head = message.substr(0, max_message_chars - more.size());
    if (const auto space = head.rfind(' '); space != std::string_view::npos && space > 0) head = head.substr(0, space);
    while (!head.empty() && (head.back() == ',' || head.back() == ' ' || head.back() == '(')) head.remove_suffix(1);
    out.push_back({rule, std::string(head) + std::string(more), line});
}

void context::visit(const node& n) {
    if (const handler h = handler_for(n.kind)) {
        h(*this, n);
    } else {
        visit_children(n);
    }
}

void context::visit_children(const node& n) {
    for (const field& f : n.fields) visit_value(f.v);
}

void context::visit_value(const value& v) {
    if (const node* n = v.as_node()) {
        visit(*n);
    } else if (v.kind == value_kind::list) {
        for (const value& item : v.items) visit_value(item);
    }
}

bool literal_constant(const node* n) noexcept {
    if (n == nullptr) return false;
    if (n->is(node_kind::UnaryOp)) {
        const std::string_view op = n->text("op");
        const node* operand = n->child("operand");
        return (op == "USub" || op == "UAdd") && operand != nullptr &&
               (operand->constant_kind() == 'i' || operand->constant_kind() == 'f');
    }
    return n->is(node_kind::Constant);
}

bool all_underscores(std::string_view s) noexcept {
    return !s.empty() && s.find_first_not_of('_') == std::string_view::npos;
}

bool calls_name(const node* n, std::string_view callee) noexcept {
    if (n == nullptr || !n->is(node_kind::Call)) return false;
    const node* f = n->child("func");
    return f != nullptr && f->is(node_kind::Name) && f->text("id") == callee;
}

}  // namespace anyplot::agents::validate::rules

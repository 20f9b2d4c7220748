#include "agents/validate/ast.hpp"

namespace anyplot::agents::validate {

const node* value::as_node() const noexcept {
    return kind == value_kind::node && !one.empty() ? &one.front() : nullptr;
}

const value* node::get(std::string_view name) const noexcept {
    for (const auto& f : fields) {
        if (f.name == name) return &f.v;
    }
    return nullptr;
}

const node* node::child(std::string_view name) const noexcept {
    const value* v = get(name);
    return v != nullptr ? v->as_node() : nullptr;
}

std::span<const value> node::list(std::string_view name) const noexcept {
    const value* v = get(name);
    if (v == nullptr || v->kind != value_kind::list) return {};
    return v->items;
}

std::string_view node::text(std::string_view name) const noexcept {
    const value* v = get(name);
    return v != nullptr && v->kind == value_kind::text ? std::string_view(v->text) : std::string_view();
}

std::int64_t node::integer(std::string_view name, std::int64_t fallback) const noexcept {
    const value* v = get(name);
    return v != nullptr && v->kind == value_kind::integer ? v->integer : fallback;
}

char node::constant_kind() const noexcept {
    if (kind != node_kind::Constant) return '\0';
    const std::string_view k = text("k");
    return k.size() == 1 ? k.front() : '\0';
}

}  // namespace anyplot::agents::validate

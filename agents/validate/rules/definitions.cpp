#include "agents/validate/rules/definitions.hpp"

#include <string_view>

#include "agents/validate/rules/messages.hpp"
#include "agents/validate/rules/names.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {
namespace {

// dataclass(...)'s keywords in 3.11; their values must be literal constants.
constexpr std::string_view k_dataclass_keywords[] = {"init", "repr", "eq", "order", "unsafe_hash", "frozen",
                                                     "match_args", "kw_only", "slots", "weakref_slot"};

// Annotations are evaluated by whoever reads them (typing.get_type_hints, singledispatch):
// one written as a string is code that runs later. Names and subscripts only.
void check_annotation(context& c, const node* a) {
    if (a == nullptr) return;
    if (a->constant_kind() == 's' || a->constant_kind() == 'b') {
        c.add(rule_id::banned_name, "annotations may not be strings in data code (they are evaluated as code); use names",
              a->line);
        return;
    }
    for (const field& f : a->fields) {
        if (const node* child = f.v.as_node()) check_annotation(c, child);
        for (const value& item : f.v.items) check_annotation(c, item.as_node());
    }
}

// Whether `n` (a name or an attribute chain) is the module table's `module.attr` itself.
bool table_object(const context& c, const node& n, std::string_view module, std::string_view attr) {
    const resolved r = resolve(n, c.facts);
    return r.entry != nullptr && r.entry->module == module && r.entry->attr == attr;
}

// @dataclass, @dataclasses.dataclass, @dataclass(frozen=True, order=True): the decorator
// itself by identity, its keywords from dataclass's own with literal values.
bool dataclass_decorator(const context& c, const node& d) {
    if (!d.is(node_kind::Call)) return table_object(c, d, "dataclasses", "dataclass");
    const node* f = d.child("func");
    if (f == nullptr || !table_object(c, *f, "dataclasses", "dataclass") || !d.list("args").empty()) return false;
    for (const value& v : d.list("keywords")) {
        const node* kw = v.as_node();
        if (kw == nullptr || !one_of(k_dataclass_keywords, kw->text("arg")) || !literal_constant(kw->child("value"))) {
            return false;
        }
    }
    return true;
}

void check_method(context& c, const node& fn) {
    const std::string_view name = fn.text("name");
    if (name.starts_with("__") && !tables::allowed_special_method(name)) {
        c.add(rule_id::dunder, k_dunder_message, fn.line);
    } else if (!name.starts_with("__")) {
        check_binding(c, name, fn.line);
    }
    for (const value& v : fn.list("decorator_list")) {
        const node* d = v.as_node();
        const bool plain = d != nullptr && d->is(node_kind::Name) &&
                           (d->text("id") == "staticmethod" || d->text("id") == "classmethod" ||
                            d->text("id") == "property");
        const bool accessor = d != nullptr && d->is(node_kind::Attribute) && d->child("value") != nullptr &&
                              d->child("value")->is(node_kind::Name) &&
                              (d->text("attr") == "setter" || d->text("attr") == "getter");
        const bool abstract = d != nullptr && table_object(c, *d, "abc", "abstractmethod");
        if (!plain && !accessor && !abstract) {
            c.add(rule_id::class_making,
                  "a method in data code may only be decorated with @staticmethod, @classmethod, @property or "
                  "@abstractmethod",
                  fn.line);
        }
    }
    check_annotation(c, fn.child("returns"));
    ++c.function_depth;
    for (const field& f : fn.fields) {
        if (f.name != "decorator_list") c.visit_value(f.v);
    }
    --c.function_depth;
}

}  // namespace

void check_function_def(context& c, const node& n) {
    check_annotation(c, n.child("returns"));
    check_binding(c, n.text("name"), n.line);
    ++c.function_depth;
    c.visit_children(n);
    --c.function_depth;
}

void visit_lambda(context& c, const node& n) {
    ++c.function_depth;
    c.visit_children(n);
    --c.function_depth;
}

void check_arg(context& c, const node& n) {
    check_annotation(c, n.child("annotation"));
    check_binding(c, n.text("arg"), n.line);
    c.visit_children(n);
}

void check_ann_assign(context& c, const node& n) {
    check_annotation(c, n.child("annotation"));
    c.visit_children(n);
}

// class C: / class C(Base): with plain methods — no metaclass, no keywords, no decorators, bases
// defined in the snippet, special methods from a fixed set.
void check_class(context& c, const node& n) {
    check_binding(c, n.text("name"), n.line);
    if (!n.list("keywords").empty()) {
        c.add(rule_id::class_making, "a class statement may not take keywords (metaclass=...) in data code", n.line);
    }
    for (const value& v : n.list("decorator_list")) {
        const node* d = v.as_node();
        if (d == nullptr) continue;
        if (!dataclass_decorator(c, *d)) {
            c.add(rule_id::class_making,
                  "the only class decorator data code may use is @dataclass (or @dataclass(frozen=True, ...) with "
                  "literal values); use a plain class",
                  n.line);
        }
        // The decorator's own chain is judged like any expression (imports, dunders).
        c.visit(*d);
    }
    for (const value& v : n.list("bases")) {
        const node* b = v.as_node();
        const bool ok = b != nullptr && ((b->is(node_kind::Name) && (b->text("id") == "object" ||
                                                                     c.facts.classes.count(b->text("id")) != 0)) ||
                                         table_object(c, *b, "abc", "ABC"));
        if (!ok) {
            c.add(rule_id::class_making,
                  "a class in data code may only derive from object, abc.ABC or another class of the code", n.line);
        }
    }
    for (const value& v : n.list("body")) {
        const node* member = v.as_node();
        if (member == nullptr) continue;
        if (member->is(node_kind::FunctionDef)) {
            check_method(c, *member);
        } else {
            c.visit(*member);
        }
    }
}

}  // namespace anyplot::agents::validate::rules

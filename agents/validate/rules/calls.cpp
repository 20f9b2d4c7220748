#include "agents/validate/rules/calls.hpp"

#include <algorithm>
#include <string_view>

#include "agents/validate/rules/attributes.hpp"
#include "agents/validate/rules/dispatch.hpp"
#include "agents/validate/rules/format_strings.hpp"
#include "agents/validate/rules/messages.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {
namespace {

void check_method_call(context& c, const node& n, const node& func) {
    const std::string_view attr = func.text("attr");
    const node* receiver = func.child("value");
    if (tables::string_dispatch_method(attr) && !scipy_instance(c, receiver)) check_dispatch_call(c, attr, n);
    if (attr == "format" && receiver != nullptr) check_format(c, n, *receiver);
    if (tables::optional_writer_method(attr)) {
        bool writes = !n.list("args").empty();
        for (const value& v : n.list("keywords")) {
            const node* kw = v.as_node();
            writes = writes || (kw != nullptr && (kw->text("arg").empty() || tables::path_keyword(kw->text("arg"))));
        }
        if (writes) c.add(rule_id::file_access, k_file_message, n.line);
    }
    if (attr == "join" && receiver != nullptr && receiver->is(node_kind::Constant) &&
        all_underscores(receiver->text("v"))) {
        // "__".join(["", "class", ""]) would spell a dunder from literal parts.
        const node* arg = n.list("args").empty() ? nullptr : n.list("args").front().as_node();
        if (arg == nullptr || arg->is(node_kind::List) || arg->is(node_kind::Tuple) || arg->is(node_kind::Set) ||
            arg->is(node_kind::Constant)) {
            c.add(rule_id::dunder, k_dunder_message, n.line);
        }
    }
}

}  // namespace

void check_call(context& c, const node& n) {
    if (calls_name(&n, "print") || calls_name(&n, "str") || calls_name(&n, "repr")) {
        for (const value& v : n.list("args")) {
            if (calls_name(v.as_node(), "type")) c.compared.push_back(v.as_node());
        }
    }
    const node* func = n.child("func");
    for (const value& v : n.list("keywords")) {
        const node* kw = v.as_node();
        if (kw != nullptr && kw->text("arg") == "backend") c.add(rule_id::import, k_plotting_message, n.line);
        if (kw != nullptr && kw->text("arg") == "strides") {
            c.add(rule_id::escape_attribute,
                  "explicit strides are not allowed in data code (they can point past an array's memory)", n.line);
        }
    }
    if (calls_name(&n, "type")) {
        if (n.list("args").size() != 1 || !n.list("keywords").empty()) {
            c.add(rule_id::banned_name, k_type_message, n.line);
        } else if (std::find(c.compared.begin(), c.compared.end(), &n) == c.compared.end()) {
            // type(type(0)) is the metaclass; bound to a name it makes classes when called.
            c.add(rule_id::class_making,
                  "type(x) may only be compared (type(x) == float) or printed in data code; use isinstance(x, float)",
                  n.line);
        }
        for (const value& v : n.list("args")) c.visit_value(v);
        for (const value& v : n.list("keywords")) c.visit_value(v);
        return;
    }
    if (calls_name(func, "type")) {
        c.add(rule_id::class_making, "the result of type(...) may not be called in data code", n.line);
    }
    if (func != nullptr && func->is(node_kind::Attribute)) {
        check_method_call(c, n, *func);
        const node* outer_call = c.call;
        c.call = &n;
        check_chain(c, *func, true);
        c.call = outer_call;
        for (const value& v : n.list("args")) c.visit_value(v);
        for (const value& v : n.list("keywords")) c.visit_value(v);
        return;
    }
    c.visit_children(n);
}

void note_type_value(context& c, const node& n) {
    if (calls_name(n.child("value"), "type")) c.compared.push_back(n.child("value"));
    c.visit_children(n);
}

void note_type_comparison(context& c, const node& n) {
    // type(x) == float: every other operand must be a builtin type or a library class, or a
    // class of the code's own could capture the type in its __eq__.
    std::vector<const node*> operands;
    if (const node* l = n.child("left")) operands.push_back(l);
    for (const value& v : n.list("comparators")) {
        if (const node* o = v.as_node()) operands.push_back(o);
    }
    bool plain = true;
    for (const node* o : operands) {
        if (calls_name(o, "type")) continue;
        const bool builtin_type = o->is(node_kind::Name) && tables::safe_builtin_function(o->text("id"));
        const resolved r = resolve(*o, c.facts);
        const bool library_class = r.entry != nullptr && r.entry->what == module_table::kind::class_type;
        plain = plain && (builtin_type || library_class);
    }
    if (plain) c.compared.insert(c.compared.end(), operands.begin(), operands.end());
    c.visit_children(n);
}

}  // namespace anyplot::agents::validate::rules

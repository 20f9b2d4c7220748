#include "agents/validate/rules/dispatch.hpp"

#include "agents/validate/rules/messages.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {
namespace {

// Strings that name a method for agg/apply/... to call: every attribute rule applies to them.
void check_dispatch_string(context& c, std::string_view method, const node& s) {
    const std::string_view text = s.text("v");
    if (tables::file_access_name(text) || tables::contains_url(text) || tables::writer_method(text) ||
        tables::optional_writer_method(text)) {
        c.add(rule_id::file_access, k_file_message, s.line);
    } else if (text.starts_with("_") || tables::banned_name(text) || tables::banned_attribute(text) ||
               tables::escape_attribute(text) || tables::value_module_escape(text) || text == "format" ||
               text == "plot") {
        c.add(rule_id::string_dispatch,
              quoted(method, "was given a method name that data code may not call (names are checked like attributes)"),
              s.line);
    }
}

// Strings anywhere in a dispatch method's other arguments (named aggregation tuples,
// dict(x=...)) are method names too.
void check_dispatch_strings(context& c, std::string_view method, const node& n, int depth) {
    if (depth > 8) return;
    if (n.constant_kind() == 's') {
        check_dispatch_string(c, method, n);
        return;
    }
    if (n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set) || n.is(node_kind::Dict) ||
        n.is(node_kind::Call) || n.is(node_kind::keyword)) {
        for (const field& f : n.fields) {
            if (const node* e = f.v.as_node()) check_dispatch_strings(c, method, *e, depth + 1);
            for (const value& item : f.v.items) {
                if (const node* e = item.as_node()) check_dispatch_strings(c, method, *e, depth + 1);
            }
        }
    }
}

// What a dispatch method is given to call: a string is looked up as a method, so only what the
// code shows may be passed — a literal name, a lambda, a function or class of the snippet or of
// the module table, a builtin, or a literal container.
void check_dispatch_argument(context& c, std::string_view method, const node& n, int depth) {
    if (depth > 4) return;
    if (n.constant_kind() == 's') {
        check_dispatch_string(c, method, n);
        return;
    }
    if (n.is(node_kind::Constant) || n.is(node_kind::Lambda) || n.is(node_kind::Dict) || n.is(node_kind::DictComp)) {
        if (n.is(node_kind::Dict)) {
            for (const value& v : n.list("values")) {
                if (const node* e = v.as_node()) check_dispatch_argument(c, method, *e, depth + 1);
            }
        }
        return;
    }
    if (n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set)) {
        for (const value& v : n.list("elts")) {
            if (const node* e = v.as_node()) check_dispatch_argument(c, method, *e, depth + 1);
        }
        return;
    }
    const scope_facts& facts = c.facts;
    if (n.is(node_kind::Name)) {
        const std::string_view id = n.text("id");
        if (facts.functions.count(id) != 0 || facts.classes.count(id) != 0 || facts.imported.count(id) != 0 ||
            facts.containers.count(id) != 0 || tables::safe_builtin_function(id)) {
            return;
        }
    } else if (n.is(node_kind::Attribute)) {
        // A module's function (np.sqrt, pd.Series.mean), a builtin type's method (str.upper) or a
        // literal's ("{:,}".format; the chain's own rules judge the template).
        const std::string_view last = n.text("attr");
        if (tables::string_dispatch_method(last) || tables::banned_attribute(last)) {
            // df.pipe(pd.DataFrame.agg, name): the inner method looks the name up.
            c.add(rule_id::string_dispatch, quoted(method, "may not be given another method that calls by name"),
                  n.line);
            return;
        }
        const node* root = &n;
        while (root->is(node_kind::Attribute) && root->child("value") != nullptr) root = root->child("value");
        if (root->constant_kind() == 's') return;
        if (root->is(node_kind::Name) &&
            (facts.modules.count(root->text("id")) != 0 || facts.imported.count(root->text("id")) != 0 ||
             tables::safe_builtin_function(root->text("id")))) {
            return;
        }
    } else if (n.is(node_kind::Call)) {
        // dict(zip(keys, values)) and the like: a container, whatever it holds.
        if (calls_name(&n, "dict") || calls_name(&n, "list") || calls_name(&n, "tuple") || calls_name(&n, "set")) {
            check_dispatch_strings(c, method, n, 0);  // agg(dict(x="sum")): the strings are method names
            return;
        }
    }
    c.add(rule_id::string_dispatch,
          quoted(method, "may only be given a literal method name, a lambda, or a function the code defines or "
                         "imports (a value built at run time could name any method)"),
          n.line);
}

}  // namespace

void check_dispatch_call(context& c, std::string_view method, const node& call) {
    bool first_arg = true;
    for (const value& a : call.list("args")) {
        const node* an = a.as_node();
        if (an == nullptr) continue;
        if (first_arg) {
            check_dispatch_argument(c, method, *an, 0);
        } else {
            check_dispatch_strings(c, method, *an, 0);
        }
        first_arg = false;
    }
    for (const value& v : call.list("keywords")) {
        const node* kw = v.as_node();
        const node* kv = kw != nullptr ? kw->child("value") : nullptr;
        if (kw != nullptr && kw->text("arg").empty()) {
            // df.agg(**options): the method to call could be among them.
            c.add(rule_id::string_dispatch, quoted(method, "may not be given keyword arguments with ** in data code"),
                  call.line);
        } else if (kv != nullptr && (kw->text("arg") == "func" || kw->text("arg") == "arg")) {
            check_dispatch_argument(c, method, *kv, 0);
        } else if (kv != nullptr) {
            check_dispatch_strings(c, method, *kv, 0);  // agg(out=("x", "sum")): named aggregation
        }
    }
}

}  // namespace anyplot::agents::validate::rules

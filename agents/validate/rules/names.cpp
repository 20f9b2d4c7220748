#include "agents/validate/rules/names.hpp"

#include "agents/validate/rules/attributes.hpp"
#include "agents/validate/rules/messages.hpp"
#include "agents/validate/tables.hpp"

namespace anyplot::agents::validate::rules {

void check_binding(context& c, std::string_view name, int line) {
    if (name.starts_with("__")) {
        c.add(rule_id::dunder, k_dunder_message, line);
    } else if (tables::banned_name(name) || name == "type") {
        c.add(rule_id::banned_name,
              quoted(name, "cannot be used as a name in data code (it shadows a builtin we refuse)"), line);
    }
}

void check_df_bound(context& c) {
    if (!c.has_df) {
        c.add(rule_id::missing_df, "assign the table to `df` at the top level, e.g. df = pd.DataFrame(...)", 0);
    }
}

void check_name(context& c, const node& n) {
    const std::string_view id = n.text("id");
    const std::string_view ctx = n.text("ctx");
    if (c.facts.rebound_imports.count(id) != 0) {
        c.add(rule_id::module_state, "a name bound by an import cannot be bound again in data code", n.line);
    }
    if (ctx == "Store" || ctx == "Del") {
        check_binding(c, id, n.line);
        if (id == "df" && ctx == "Store" && c.function_depth == 0 && c.comprehension_depth == 0) c.has_df = true;
    } else if (const auto star = c.facts.star_refused.find(id); star != c.facts.star_refused.end()) {
        report_refused(c, *star->second, n.line);  // from numpy import *; info(...)
    } else if (c.facts.modules.count(id) != 0) {
        c.add(rule_id::module_value, k_module_value_message, n.line);
    } else if (id.starts_with("__")) {
        c.add(rule_id::dunder, k_dunder_message, n.line);
    } else if (tables::banned_name(id)) {
        c.add(rule_id::banned_name, quoted(id, "is not allowed in data code"), n.line);
    } else if (id == "type") {
        // type(x) is visited through check_call; any other use can build a class (E11).
        c.add(rule_id::banned_name, k_type_message, n.line);
    }
    c.visit_children(n);
}

void check_keyword(context& c, const node& n) {
    if (n.text("arg").starts_with("__")) c.add(rule_id::dunder, k_dunder_message, n.line);
    c.visit_children(n);
}

void check_bound_name(context& c, const node& n) {
    if (const auto name = n.text("name"); !name.empty()) check_binding(c, name, n.line);
    c.visit_children(n);
}

void check_match_rest(context& c, const node& n) {
    if (const auto rest = n.text("rest"); !rest.empty()) check_binding(c, rest, n.line);
    c.visit_children(n);
}

// A `df` bound inside a comprehension is the comprehension's own, not the table.
void visit_comprehension(context& c, const node& n) {
    ++c.comprehension_depth;
    c.visit_children(n);
    --c.comprehension_depth;
}

}  // namespace anyplot::agents::validate::rules

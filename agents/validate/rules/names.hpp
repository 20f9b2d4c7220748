#pragma once
// Names: what data code may bind and read. A name bound by an import stays that module or
// library object (module_state); a module is used only through its attributes (module_value);
// builtins that evaluate, import or reach scopes are refused used or bound (banned_name); no
// identifier starts with `__` (dunder). The table must be bound to `df` at the top level
// (missing_df).
#include <string_view>

#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// A name being bound: assignment target, parameter, def name, import alias, except/match name.
void check_binding(context& c, std::string_view name, int line);

// After the walk: missing_df unless `df` was bound at the top level.
void check_df_bound(context& c);

void check_name(context& c, const node& n);
void check_keyword(context& c, const node& n);
void check_bound_name(context& c, const node& n);  // except ... as e, case ... as x, case [*x]
void check_match_rest(context& c, const node& n);  // case {**rest}
void visit_comprehension(context& c, const node& n);

inline constexpr kind_handler name_handlers[] = {
    {node_kind::Name, check_name},
    {node_kind::keyword, check_keyword},
    {node_kind::ExceptHandler, check_bound_name},
    {node_kind::MatchAs, check_bound_name},
    {node_kind::MatchStar, check_bound_name},
    {node_kind::MatchMapping, check_match_rest},
    {node_kind::ListComp, visit_comprehension},
    {node_kind::SetComp, visit_comprehension},
    {node_kind::DictComp, visit_comprehension},
    {node_kind::GeneratorExp, visit_comprehension},
};

}  // namespace anyplot::agents::validate::rules

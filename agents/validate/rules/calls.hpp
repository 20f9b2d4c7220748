#pragma once
// Calls: what a call's keywords, function and method may be. type(x) only with one argument and
// only where it cannot make a class (compared with a builtin or library type, printed, a bare
// statement, an f-string field); methods that write files, build namedtuple classes or look a
// method up by name (dispatch.hpp, format_strings.hpp); a call's function chain is judged by
// attributes.hpp with the call at hand (display settings are judged whole).
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

void check_call(context& c, const node& n);
// Expr and FormattedValue: type(x) standing alone, or in an f-string field, may stay.
void note_type_value(context& c, const node& n);
// type(x) == float: may stay when every other operand is a builtin type or a library class.
void note_type_comparison(context& c, const node& n);

inline constexpr kind_handler call_handlers[] = {
    {node_kind::Call, check_call},
    {node_kind::Expr, note_type_value},
    {node_kind::FormattedValue, note_type_value},
    {node_kind::Compare, note_type_comparison},
};

}  // namespace anyplot::agents::validate::rules

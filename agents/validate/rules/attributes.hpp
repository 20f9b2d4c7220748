#pragma once
// Attributes: a chain a.b.c is resolved through the module table while it names modules
// (module_table.hpp: module_escape, module_attribute, module_value, module_state, the refused
// callables' rules), then judged as attributes of a value (dunder, private_attribute,
// escape_attribute, file_access, string_dispatch, format_string, ...).
#include <string>
#include <string_view>

#include "agents/validate/module_table.hpp"
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// An attribute chain a.b.c as a whole: through the module table while it names modules, then
// as attributes of a value. `called` when the chain is the function of a call (c.call).
void check_chain(context& c, const node& outer, bool called);

// An attribute of a module, checked against the module table. Answers the module it leads to
// ("" when it ends at a non-module or was refused) and sets `refused` when it was.
std::string module_attribute(context& c, std::string_view module, std::string_view attr, int line,
                             bool& refused);

// An attribute of a value (not of a module): `called` when it is the function of a call.
void value_attribute(context& c, std::string_view attr, const node* receiver, bool called, int line);

// A callable of the module table refused wherever it is reached (by identity, reach_walk.py).
void report_refused(context& c, const module_table::entry& e, int line);

// Whether `receiver` is a name bound only to instances of a scipy class (cKDTree(...).query).
[[nodiscard]] bool scipy_instance(const context& c, const node* receiver);

void check_attribute(context& c, const node& n);
void check_match_class(context& c, const node& n);

inline constexpr kind_handler attribute_handlers[] = {
    {node_kind::Attribute, check_attribute},
    {node_kind::MatchClass, check_match_class},
};

}  // namespace anyplot::agents::validate::rules

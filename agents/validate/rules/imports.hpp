#pragma once
// Imports: the allowed modules (tables.hpp check_module), and `from M import n` judged as M.n
// through the module table (attributes.cpp module_attribute). A private or dunder component of a
// dotted name is refused as such; relative imports and `from __future__` beyond the real features
// are refused.
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

void check_import(context& c, const node& n);
void check_import_from(context& c, const node& n);

inline constexpr kind_handler import_handlers[] = {
    {node_kind::Import, check_import},
    {node_kind::ImportFrom, check_import_from},
};

}  // namespace anyplot::agents::validate::rules

#pragma once
// Statements data code may not use (statement): async code and except*. Classes, generators,
// global and nonlocal are allowed since v2.
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

void refuse_async(context& c, const node& n);
void refuse_try_star(context& c, const node& n);

inline constexpr kind_handler statement_handlers[] = {
    {node_kind::AsyncFunctionDef, refuse_async},
    {node_kind::AsyncFor, refuse_async},
    {node_kind::AsyncWith, refuse_async},
    {node_kind::Await, refuse_async},
    {node_kind::TryStar, refuse_try_star},
};

}  // namespace anyplot::agents::validate::rules

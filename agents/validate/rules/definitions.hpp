#pragma once
// Definitions: functions, lambdas, parameters and classes. A class statement takes no keywords
// (metaclass=...) and no decorator but @dataclass, derives only from object, abc.ABC or the
// code's own classes, and defines special methods from a fixed set (class_making, dunder).
// Annotations are names and subscripts, never strings: whoever reads them evaluates them.
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

void check_function_def(context& c, const node& n);
void visit_lambda(context& c, const node& n);
void check_arg(context& c, const node& n);
void check_ann_assign(context& c, const node& n);
void check_class(context& c, const node& n);

inline constexpr kind_handler definition_handlers[] = {
    {node_kind::FunctionDef, check_function_def},
    {node_kind::Lambda, visit_lambda},
    {node_kind::arg, check_arg},
    {node_kind::AnnAssign, check_ann_assign},
    {node_kind::ClassDef, check_class},
};

}  // namespace anyplot::agents::validate::rules

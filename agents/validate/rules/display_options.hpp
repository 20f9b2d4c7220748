#pragma once
// Display settings: the one library state data code may change, and only with literal values
// (np.set_printoptions(precision=3), pd.set_option("display.max_columns", 20),
// pd.options.display.precision = 3). A formatter callable or any other option is refused by the
// module table's `display_options` and `options` entries (attributes.cpp): pandas' plotting
// backend option imports a module by name.
#include <cstddef>
#include <vector>

#include "agents/validate/module_table.hpp"
#include "agents/validate/rules/context.hpp"

namespace anyplot::agents::validate::rules {

// np.set_printoptions / np.printoptions / pd.set_option / pd.option_context / pd.reset_option /
// pd.get_option / pd.describe_option, called with literal constants only (a formatter or
// float_format callable is never a constant); pandas' keys are display options written out.
[[nodiscard]] bool display_call_ok(const node& call, const module_table::entry& e);

// chain[at] is `options` of pandas (chain outermost first): the rest must be `.display.<name>`
// or `.display.<a>.<b>`.
[[nodiscard]] bool display_option_chain(const std::vector<const node*>& chain, std::size_t at);

// pd.options.display.max_rows = <literal>: only the value is judged.
void check_assign(context& c, const node& n);

inline constexpr kind_handler display_option_handlers[] = {
    {node_kind::Assign, check_assign},
};

}  // namespace anyplot::agents::validate::rules

#include "agents/validate/rules/registry.hpp"

#include <array>
#include <cstddef>
#include <span>

#include "agents/validate/rules/attributes.hpp"
#include "agents/validate/rules/calls.hpp"
#include "agents/validate/rules/definitions.hpp"
#include "agents/validate/rules/display_options.hpp"
#include "agents/validate/rules/imports.hpp"
#include "agents/validate/rules/names.hpp"
#include "agents/validate/rules/statements.hpp"
#include "agents/validate/rules/text.hpp"

namespace anyplot::agents::validate::rules {
namespace {

// Every family's claims. A new family lists its kind_handler array here.
constexpr std::span<const kind_handler> families[] = {
    name_handlers,   attribute_handlers, display_option_handlers, import_handlers,
    call_handlers,   definition_handlers, statement_handlers,     text_handlers,
};

// One handler per kind: a second claim would silently shadow a family's rule, so it does not
// compile. `other` is never claimed (no rule may depend on a name the table does not know).
constexpr bool each_kind_claimed_once() {
    std::array<int, node_kind_count> claims{};
    for (const auto family : families) {
        for (const kind_handler& h : family) {
            if (h.kind == node_kind::other) return false;
            if (++claims[static_cast<std::size_t>(h.kind)] > 1) return false;
        }
    }
    return true;
}
static_assert(each_kind_claimed_once(), "a node kind is claimed by two rule families, or `other` is claimed");

constexpr std::array<handler, node_kind_count> handlers = [] {
    std::array<handler, node_kind_count> table{};
    for (const auto family : families) {
        for (const kind_handler& h : family) table[static_cast<std::size_t>(h.kind)] = h.handle;
    }
    return table;
}();

}  // namespace

handler handler_for(node_kind k) noexcept { return handlers[static_cast<std::size_t>(k)]; }

}  // namespace anyplot::agents::validate::rules

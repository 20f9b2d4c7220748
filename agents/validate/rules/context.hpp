#pragma once
// One walk of the DATA profile's tree rules: the state the rule families share, and the walk.
// context::visit hands a node to the one handler the registry names for its kind (registry.hpp),
// or walks through it when no family claims the kind. A handler walks the node's children itself
// (visit_children), or only the ones its rule still wants judged.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string_view>
#include <vector>

#include "agents/validate/ast.hpp"
#include "agents/validate/finding.hpp"
#include "agents/validate/scope.hpp"

namespace anyplot::agents::validate::rules {

struct context {
    context(std::vector<finding>& findings, const scope_facts& gathered) noexcept : out(findings), facts(gathered) {}

    std::vector<finding>& out;
    const scope_facts& facts;  // gathered before the walk (scope.hpp)
    int function_depth = 0;       // def and lambda bodies around the node being judged
    int comprehension_depth = 0;  // comprehensions around it
    bool has_df = false;          // `df` bound at the top level (names.cpp)
    // Where type(x) may stand: operands of comparisons with builtin or library types, a bare
    // expression statement, an argument of print/str/repr, an f-string field (nothing there can
    // call the class it names). Filled before the type(x) call itself is visited (calls.cpp).
    std::vector<const node*> compared;
    const node* call = nullptr;  // the call whose function check_chain is judging (attributes.cpp)

    // A finding; the message is cut at max_message_chars.
    void add(rule_id rule, std::string_view message, int line);

    void visit(const node& n);
    void visit_children(const node& n);
    void visit_value(const value& v);
};

// The one handler a node kind has (registry.hpp): it judges the node and walks what it contains.
using handler = void (*)(context&, const node&);

// One family's claim on a kind. Every family header lists its claims as a constexpr array.
struct kind_handler {
    node_kind kind = node_kind::other;
    handler handle = nullptr;
};

// Predicates more than one family reads.
// A literal constant (also -1, +2.5): never a callable, never a container.
[[nodiscard]] bool literal_constant(const node* n) noexcept;
// "__", "___": a string of underscores only (a separator for "__".join(...)).
[[nodiscard]] bool all_underscores(std::string_view s) noexcept;
// A call of the name `callee` itself: type(x), super().
[[nodiscard]] bool calls_name(const node* n, std::string_view callee) noexcept;

template <std::size_t N>
[[nodiscard]] bool one_of(const std::string_view (&set)[N], std::string_view s) noexcept {
    return std::find(std::begin(set), std::end(set), s) != std::end(set);
}

}  // namespace anyplot::agents::validate::rules

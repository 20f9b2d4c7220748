#include "agents/validate/rules/display_options.hpp"

#include <algorithm>
#include <string_view>

namespace anyplot::agents::validate::rules {
namespace {

// The two pandas options besides display.* that ordinary code sets, written out exactly: silencing
// SettingWithCopyWarning (pd.options.mode.chained_assignment = None) and reading inf as missing.
// Neither imports anything or calls code (plotting.backend and the io engines do).
constexpr std::string_view k_mode_options[] = {"chained_assignment", "use_inf_as_na"};

bool mode_option(std::string_view name) noexcept {
    return std::find(std::begin(k_mode_options), std::end(k_mode_options), name) != std::end(k_mode_options);
}

// "display.max_columns", "display.html.border": a pandas display option written out. pandas reads
// the key as a regular expression searched in every option name, so only letters, digits, '_'
// and '.' may follow (no '|' or '(' that could select plotting.backend). Also the mode options
// above, exactly.
bool display_key(const node* n) noexcept {
    if (n == nullptr || n->constant_kind() != 's') return false;
    const std::string_view k = n->text("v");
    if (k.starts_with("mode.") && mode_option(k.substr(5))) return true;
    constexpr std::string_view prefix = "display.";
    if (k.size() <= prefix.size() || k.substr(0, prefix.size()) != prefix) return false;
    return std::all_of(k.begin(), k.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    });
}

// pd.options.display.max_rows = <literal> (and pd.options.mode.chained_assignment = <literal>): the
// module attributes data code may set.
bool display_option_target(const context& c, const node& target) {
    std::vector<std::string_view> attrs;  // outermost first
    const node* at = &target;
    while (at != nullptr && at->is(node_kind::Attribute)) {
        attrs.push_back(at->text("attr"));
        at = at->child("value");
    }
    if (at == nullptr || !at->is(node_kind::Name) || attrs.size() < 3 || attrs.size() > 4) return false;
    const auto m = c.facts.modules.find(at->text("id"));
    if (m == c.facts.modules.end() || m->second != "pandas") return false;
    if (attrs.size() == 3 && attrs[2] == "options" && attrs[1] == "mode") return mode_option(attrs[0]);
    if (attrs.back() != "options" || attrs[attrs.size() - 2] != "display") return false;
    for (std::size_t j = 0; j + 2 < attrs.size(); ++j) {
        if (attrs[j].empty() || attrs[j].front() == '_') return false;
    }
    return true;
}

}  // namespace

bool display_call_ok(const node& call, const module_table::entry& e) {
    std::vector<const node*> args;
    for (const value& v : call.list("args")) {
        const node* a = v.as_node();
        if (!literal_constant(a)) return false;  // also refuses *args
        args.push_back(a);
    }
    const bool pandas = e.module == "pandas";
    for (const value& v : call.list("keywords")) {
        const node* kw = v.as_node();
        if (kw == nullptr || pandas || kw->text("arg").empty() || !literal_constant(kw->child("value"))) return false;
    }
    if (!pandas) return true;
    if (args.empty()) return false;
    const bool pairs = e.attr == "set_option" || e.attr == "option_context";
    if (pairs && args.size() % 2 != 0) return false;
    for (std::size_t k = 0; k < args.size(); k += pairs ? 2 : 1) {
        if (!display_key(args[k])) return false;
        if (!pairs && k > 0) return false;  // reset_option(pat) / get_option(pat): one key
    }
    return true;
}

bool display_option_chain(const std::vector<const node*>& chain, std::size_t at) {
    if (at < 2 || at > 3) return false;  // chain is outermost first: chain[at - 1] follows options
    if (chain[at - 1]->text("attr") != "display") return false;
    for (std::size_t j = 0; j + 1 < at; ++j) {
        const std::string_view name = chain[j]->text("attr");
        if (name.empty() || name.front() == '_') return false;
    }
    return true;
}

void check_assign(context& c, const node& n) {
    const auto targets = n.list("targets");
    const node* target = targets.size() == 1 ? targets.front().as_node() : nullptr;
    if (const node* v = n.child("value"); target != nullptr && display_option_target(c, *target) && literal_constant(v)) {
        c.visit(*v);
        return;
    }
    c.visit_children(n);
}

}  // namespace anyplot::agents::validate::rules

#include "agents/validate/rules.hpp"

#include <algorithm>

#include "agents/validate/rules/context.hpp"
#include "agents/validate/rules/names.hpp"
#include "agents/validate/scope.hpp"

namespace anyplot::agents::validate {

std::vector<finding> check_data_profile(const node& module) {
    std::vector<finding> out;
    const scope_facts facts = gather_scope(module);
    rules::context walk{out, facts};
    walk.visit(module);
    rules::check_df_bound(walk);
    rules::check_literal_data(module, out);
    normalize(out);
    return out;
}

void normalize(std::vector<finding>& findings) {
    std::sort(findings.begin(), findings.end(), [](const finding& a, const finding& b) {
        if (a.line != b.line) return a.line < b.line;
        if (a.rule != b.rule) return a.rule < b.rule;  // rule_id is in the order of its names
        return a.message < b.message;
    });
    findings.erase(std::unique(findings.begin(), findings.end()), findings.end());
}

}  // namespace anyplot::agents::validate

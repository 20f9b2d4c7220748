#include "agents/validate/rules/statements.hpp"

namespace anyplot::agents::validate::rules {

void refuse_async(context& c, const node& n) {
    c.add(rule_id::statement, "async code is not allowed in data code", n.line);
    c.visit_children(n);
}

void refuse_try_star(context& c, const node& n) {
    c.add(rule_id::statement, "except* is not allowed in data code", n.line);
    c.visit_children(n);
}

}  // namespace anyplot::agents::validate::rules

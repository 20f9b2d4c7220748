#include "agents/validate/rules/format_strings.hpp"

#include <string_view>

namespace anyplot::agents::validate::rules {
namespace {

// Whether a format template has a field that reads an attribute or an item ({0.x}, {0[x]}).
bool template_looks_up(std::string_view t) noexcept {
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i] != '{') continue;
        if (i + 1 < t.size() && t[i + 1] == '{') {
            ++i;
            continue;
        }
        for (std::size_t j = i + 1; j < t.size(); ++j) {
            const char ch = t[j];
            if (ch == '}' || ch == ':' || ch == '!' || ch == '{') break;
            if (ch == '.' || ch == '[') return true;
        }
    }
    return false;
}

void check_format_template(context& c, const node& call, std::string_view t) {
    if (template_looks_up(t)) {
        c.add(rule_id::format_string,
              "format fields may not look up attributes or items ({0.x}, {0[x]}); use an f-string", call.line);
    }
}

}  // namespace

bool plain_template(const context& c, const node* receiver) {
    if (receiver == nullptr) return false;
    std::string_view t;
    if (receiver->constant_kind() == 's') {
        t = receiver->text("v");
    } else if (receiver->is(node_kind::Name)) {
        const auto it = c.facts.templates.find(receiver->text("id"));
        if (it == c.facts.templates.end()) return false;
        t = it->second;
    } else {
        return false;
    }
    return !template_looks_up(t);
}

void check_format(context& c, const node& call, const node& receiver) {
    if (receiver.constant_kind() == 's') {
        check_format_template(c, call, receiver.text("v"));
        return;
    }
    if (receiver.is(node_kind::Name)) {
        if (const auto t = c.facts.templates.find(receiver.text("id")); t != c.facts.templates.end()) {
            check_format_template(c, call, t->second);
            return;
        }
    }
    c.add(rule_id::format_string,
          "str.format may only be called on a literal template (or a name bound once to one); use an f-string",
          call.line);
}

}  // namespace anyplot::agents::validate::rules

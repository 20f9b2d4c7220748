#include "agents/validate/main_guard.hpp"

#include "agents/validate/source_lines.hpp"

#include <vector>

namespace anyplot::agents::validate {
namespace {

bool is_name(const node* n, std::string_view id) noexcept {
    return n != nullptr && n->is(node_kind::Name) && n->text("id") == id;
}
bool is_main_string(const node* n) noexcept {
    return n != nullptr && n->constant_kind() == 's' && n->text("v") == "__main__";
}

}  // namespace

bool is_main_guard_test(const node& test) noexcept {
    if (!test.is(node_kind::Compare)) return false;
    const auto ops = test.list("ops");
    const auto comparators = test.list("comparators");
    if (ops.size() != 1 || comparators.size() != 1 || ops[0].kind != value_kind::text || ops[0].text != "Eq") {
        return false;
    }
    const node* left = test.child("left");
    const node* right = comparators[0].as_node();
    return (is_name(left, "__name__") && is_main_string(right)) ||
           (is_main_string(left) && is_name(right, "__name__"));
}

std::optional<std::string> strip_main_guard(std::string_view code, const node& module) {
    auto lines = split_lines(code);
    if (!lines) return std::nullopt;
    std::vector<std::string> out(lines->text.begin(), lines->text.end());
    bool stripped = false;
    for (const value& v : module.list("body")) {
        const node* stmt = v.as_node();
        if (stmt == nullptr || !stmt->is(node_kind::If) || !stmt->list("orelse").empty()) continue;
        const node* test = stmt->child("test");
        const auto body = stmt->list("body");
        if (test == nullptr || !is_main_guard_test(*test) || body.empty() || stmt->col != 0) continue;
        const node* first = body[0].as_node();
        if (first == nullptr) continue;
        const auto header = static_cast<std::size_t>(stmt->line);
        const auto first_line = static_cast<std::size_t>(first->line);
        const auto last_line = static_cast<std::size_t>(stmt->end_line);
        const auto col = static_cast<std::size_t>(first->col);
        if (header == 0 || first_line < header || last_line < first_line || last_line > out.size()) {
            return std::nullopt;
        }
        std::string_view first_text = lines->text[first_line - 1];
        if (col > first_text.size()) return std::nullopt;
        if (first_line == header) {
            // `if __name__ == "__main__": main()` — the suite is the rest of the line.
            out[header - 1] = std::string(first_text.substr(col));
        } else {
            const std::string_view indent = first_text.substr(0, col);
            if (!blank(indent)) return std::nullopt;
            for (std::size_t l = header; l < first_line; ++l) out[l - 1].clear();
            for (std::size_t l = first_line; l <= last_line; ++l) {
                const std::string_view t = lines->text[l - 1];
                if (t.substr(0, indent.size()) == indent) {
                    out[l - 1] = std::string(t.substr(indent.size()));
                } else if (blank(t)) {
                    out[l - 1].clear();
                }
                // Less-indented lines are continuation lines inside brackets or strings: kept.
            }
        }
        stripped = true;
    }
    if (!stripped) return std::nullopt;
    return join_lines(out, *lines);
}

}  // namespace anyplot::agents::validate

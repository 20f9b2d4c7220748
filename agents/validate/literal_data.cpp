// Literal-data caps: the model must compute a table, not write rows from memory. Counted:
// numbers (bool included) and text values that are elements of a list, tuple or set or values
// of a dict (never its keys), deep through nested containers, `[...] * 3` counting its copies
// and `a + b` of containers counting both. A text value counts the data it holds (text_values),
// so "1,2,3,...,100" is not one value. Per snippet the total also includes values written one
// at a time: x.append(4.2), x.extend/insert, and x[i] = 4.2. Index tuples of up to three
// elements (x[i, 0]) are indices, not data.
#include <algorithm>
#include <cctype>

#include "agents/validate/rules.hpp"

namespace anyplot::agents::validate {
namespace {

constexpr std::size_t k_saturate = 1'000'000'000;  // counts saturate instead of overflowing

std::size_t add_sat(std::size_t a, std::size_t b) noexcept { return std::min(k_saturate, a + b); }

bool is_container(const node& n) noexcept {
    return n.is("List") || n.is("Tuple") || n.is("Set") || n.is("Dict");
}

// A container, or a container combined with `*` / `+` ([0] * 5, [1, 2] + [3]).
bool is_data_expr(const node& n, int depth = 0) noexcept {
    if (is_container(n)) return true;
    if (depth > 64 || !n.is("BinOp")) return false;
    const std::string_view op = n.text("op");
    if (op != "Mult" && op != "Add") return false;
    const node* l = n.child("left");
    const node* r = n.child("right");
    return (l != nullptr && is_data_expr(*l, depth + 1)) || (r != nullptr && is_data_expr(*r, depth + 1));
}

// Structural nodes are the ones deep_count looks through.
bool is_structural(const node& n) noexcept { return n.is("Starred") || is_data_expr(n); }

const node* as_int_constant(const node* n) noexcept {
    return n != nullptr && n->constant_kind() == 'i' ? n : nullptr;
}

std::size_t deep_count(const node& n, int depth) noexcept {
    if (depth > 256) return 0;
    switch (n.constant_kind()) {
        case 'i': case 'f': case 'j': case 't': return 1;
        case 's': case 'b': return text_values(n.text("v"));
        case 'n': case 'e': return 0;
        default: break;
    }
    if (n.is("UnaryOp")) {
        const node* operand = n.child("operand");
        return operand != nullptr && operand->constant_kind() != '\0' ? deep_count(*operand, depth + 1) : 0;
    }
    if (n.is("Starred")) {
        const node* v = n.child("value");
        return v != nullptr ? deep_count(*v, depth + 1) : 0;
    }
    std::size_t total = 0;
    if (n.is("List") || n.is("Tuple") || n.is("Set")) {
        for (const value& v : n.list("elts")) {
            if (const node* e = v.as_node()) total = add_sat(total, deep_count(*e, depth + 1));
        }
        return total;
    }
    if (n.is("Dict")) {
        for (const value& v : n.list("values")) {
            if (const node* e = v.as_node()) total = add_sat(total, deep_count(*e, depth + 1));
        }
        return total;
    }
    if (n.is("BinOp")) {
        const node* l = n.child("left");
        const node* r = n.child("right");
        if (l == nullptr || r == nullptr) return 0;
        const std::string_view op = n.text("op");
        if (op == "Add") {
            // Only the container operands: in [1, 2] + x the x is not a literal.
            return add_sat(is_data_expr(*l) ? deep_count(*l, depth + 1) : 0,
                           is_data_expr(*r) ? deep_count(*r, depth + 1) : 0);
        }
        if (op == "Mult") {
            const node* k = as_int_constant(r);
            const node* seq = l;
            if (k == nullptr) {
                k = as_int_constant(l);
                seq = r;
            }
            if (k != nullptr && is_data_expr(*seq)) {
                const std::int64_t times = std::clamp<std::int64_t>(k->integer("v"), 0, 1'000'000);
                const std::size_t one = deep_count(*seq, depth + 1);
                if (one == 0 || times == 0) return 0;
                return std::min(k_saturate, one * static_cast<std::size_t>(times));
            }
        }
        return 0;
    }
    return 0;
}

class counter {
public:
    explicit counter(std::vector<finding>& out) : out_(out) {}

    void walk(const node& n, bool included, int depth) {
        if (depth > 512) return;
        if (n.is("Subscript")) {
            // x[i, 0] is an index, not data: small index tuples are not counted (their
            // elements still are walked). np.r_[1.5, 2.5, ...] with more is counted.
            const node* slice = n.child("slice");
            if (slice != nullptr && slice->is("Tuple") && slice->list("elts").size() <= 3) {
                if (const node* v = n.child("value")) walk(*v, false, depth + 1);
                for (const value& e : slice->list("elts")) walk_value(e, false, depth + 1);
                return;
            }
        }
        const bool structural = is_structural(n);
        bool counted_here = false;
        if (!included && is_data_expr(n)) {
            const std::size_t c = deep_count(n, 0);
            if (c > 0) {
                counted_here = true;
                if (c > max_literals_per_container) {
                    add("a literal container holds more than 20 numbers or text values: compute the data "
                        "instead of writing it out",
                        n.line);
                }
                add_to_file(c, n.line);
            }
        }
        if (!included && !structural) {
            if (const char k = n.constant_kind(); (k == 's' || k == 'b') &&
                                                  text_values(n.text("v")) > max_literals_per_container) {
                add("a string literal holds more than 20 values: compute the data instead of writing it out",
                    n.line);
            }
            count_single_writes(n);
        }
        const bool child_included = structural && (included || counted_here);
        for (const field& f : n.fields) walk_value(f.v, child_included, depth + 1);
    }

private:
    void walk_value(const value& v, bool included, int depth) {
        if (const node* c = v.as_node()) {
            walk(*c, included, depth);
        } else if (v.kind == value_kind::list) {
            for (const value& item : v.items) walk_value(item, included, depth);
        }
    }

    static std::size_t scalar_count(const node* n) noexcept {
        if (n == nullptr || is_container(*n)) return 0;  // containers are counted where they stand
        if (n->constant_kind() != '\0' || n->is("UnaryOp")) return deep_count(*n, 0);
        return 0;
    }

    // x.append(4.2), x.insert(0, 4.2), x[i] = 4.2: rows written one value at a time.
    void count_single_writes(const node& n) {
        if (n.is("Call")) {
            const node* func = n.child("func");
            if (func == nullptr || !func->is("Attribute")) return;
            const std::string_view attr = func->text("attr");
            if (attr != "append" && attr != "extend" && attr != "insert") return;
            const auto args = n.list("args");
            if (args.empty()) return;
            add_to_file(scalar_count(args.back().as_node()), n.line);
        } else if (n.is("Assign")) {
            bool subscript_target = false;
            for (const value& v : n.list("targets")) {
                if (const node* t = v.as_node(); t != nullptr && t->is("Subscript")) subscript_target = true;
            }
            if (subscript_target) add_to_file(scalar_count(n.child("value")), n.line);
        }
    }

    void add_to_file(std::size_t c, int line) {
        if (c == 0) return;
        file_total_ = add_sat(file_total_, c);
        if (file_total_ > max_literals_per_file && !file_reported_) {
            file_reported_ = true;
            add("the code writes out more than 40 literal numbers or text values: compute the data instead of "
                "writing it out",
                line);
        }
    }

    void add(std::string_view message, int line) { out_.push_back({"literal_data", std::string(message), line}); }

    std::vector<finding>& out_;
    std::size_t file_total_ = 0;
    bool file_reported_ = false;
};

bool numberish(char c) noexcept {
    return std::isdigit(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-' || c == '+' || c == 'e' ||
           c == 'E' || c == ':' || c == '/' || c == '_';
}

}  // namespace

std::size_t text_values(std::string_view text) noexcept {
    std::size_t fields = 0;
    bool in_field = false;
    std::size_t tokens = 0;
    bool in_token = false;
    bool token_has_digit = false;
    for (const char c : text) {
        const bool sep = c == ',' || c == ';' || c == '|' || c == '\t' || c == '\n';
        if (sep) {
            in_field = false;
        } else if (!in_field && c != ' ' && c != '\r') {
            in_field = true;
            ++fields;
        }
        if (numberish(c)) {
            in_token = true;
            token_has_digit = token_has_digit || std::isdigit(static_cast<unsigned char>(c)) != 0;
        } else {
            if (in_token && token_has_digit) ++tokens;
            in_token = false;
            token_has_digit = false;
        }
    }
    if (in_token && token_has_digit) ++tokens;
    return std::max<std::size_t>({1, fields, tokens});
}

void check_literal_data(const node& module, std::vector<finding>& out) {
    counter c(out);
    c.walk(module, false, 0);
}

}  // namespace anyplot::agents::validate

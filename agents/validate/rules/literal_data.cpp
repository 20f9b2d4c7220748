// Literal-data caps: the model must compute a table, not write rows from memory. Counted:
// numbers (bool included) and text values that are elements of a list, tuple or set or values
// of a dict (never its keys), deep through nested containers, `[...] * 3` counting its copies
// and `a + b` of containers counting both. A text value counts the data it holds (text_values),
// so "1,2,3,...,100" is not one value. Per snippet the total also includes values written one
// at a time: x.append(4.2), x.extend/insert, and x[i] = 4.2. Index tuples of up to three
// elements (x[i, 0]) are indices, not data.
//
// Since v2: dict keys count, so do constants wrapped in a container element (float(38.8)), a
// call's loose constants (more than 20 in one call is refused like a container), digit runs and
// letter runs in a string, bytes and big integers. Wherever else data hides (`a1 = 3.2`, an
// if/elif chain of returns, f-string fields, defaults, attribute writes, yields...) it is made of
// literals, so one snippet-wide count of the distinct ones (distinct_literals) covers it rather
// than a rule per hiding place. Not counted: docstrings, and a fill value (`[0] * 50` is one
// value, not fifty).
#include "agents/validate/rules/literal_data.hpp"

#include <algorithm>
#include <cctype>
#include <span>
#include <string>
#include <unordered_set>

namespace anyplot::agents::validate::rules {
namespace {

constexpr std::size_t k_saturate = 1'000'000'000;  // counts saturate instead of overflowing

std::size_t add_sat(std::size_t a, std::size_t b) noexcept { return std::min(k_saturate, a + b); }

bool is_container(const node& n) noexcept {
    return n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set) || n.is(node_kind::Dict);
}

// A container, or a container combined with `*` / `+` ([0] * 5, [1, 2] + [3]).
bool is_data_expr(const node& n, int depth = 0) noexcept {
    if (is_container(n)) return true;
    if (depth > 64 || !n.is(node_kind::BinOp)) return false;
    const std::string_view op = n.text("op");
    if (op != "Mult" && op != "Add") return false;
    const node* l = n.child("left");
    const node* r = n.child("right");
    return (l != nullptr && is_data_expr(*l, depth + 1)) || (r != nullptr && is_data_expr(*r, depth + 1));
}

// Structural nodes are the ones deep_count looks through.
bool is_structural(const node& n) noexcept { return n.is(node_kind::Starred) || is_data_expr(n); }

const node* as_int_constant(const node* n) noexcept {
    return n != nullptr && n->constant_kind() == 'i' ? n : nullptr;
}

std::size_t deep_count(const node& n, int depth) noexcept;

// A constant wrapped so it is not a constant node: float(38.8), 38.8 + 0, -(38.8), lambda: 38.8.
// Counts the constants it wraps; 0 for any other expression (a computation, not a written value).
std::size_t wrapped_constant(const node& e, int depth) noexcept {
    if (depth > 16) return 0;
    if (e.constant_kind() != '\0') return deep_count(e, depth);
    if (e.is(node_kind::UnaryOp)) {
        const node* o = e.child("operand");
        return o != nullptr ? wrapped_constant(*o, depth + 1) : 0;
    }
    if (e.is(node_kind::BinOp)) {
        const node* l = e.child("left");
        const node* r = e.child("right");
        if (l == nullptr || r == nullptr) return 0;
        const std::size_t a = wrapped_constant(*l, depth + 1);
        const std::size_t b = wrapped_constant(*r, depth + 1);
        return a > 0 && (b > 0 || r->constant_kind() != '\0') ? add_sat(a, b) : (b > 0 && l->constant_kind() != '\0' ? b : 0);
    }
    if (e.is(node_kind::Call) && e.list("args").size() == 1 && e.list("keywords").empty()) {
        const node* a = e.list("args").front().as_node();
        return a != nullptr ? wrapped_constant(*a, depth + 1) : 0;
    }
    if (e.is(node_kind::Lambda)) {
        const node* body = e.child("body");
        return body != nullptr ? wrapped_constant(*body, depth + 1) : 0;
    }
    return 0;
}

// A container element: constants and containers as they are, a wrapped constant by what it wraps.
std::size_t element_count(const node& e, int depth) noexcept {
    if (e.constant_kind() != '\0' || is_structural(e) || e.is(node_kind::UnaryOp)) return deep_count(e, depth);
    return wrapped_constant(e, depth);
}

std::size_t deep_count(const node& n, int depth) noexcept {
    if (depth > 256) return 0;
    switch (n.constant_kind()) {
        case 'i': {
            // The helper clamps integers to +-2^53: one at the clamp is a packed run of digits.
            const std::int64_t v = n.integer("v");
            return v >= (std::int64_t{1} << 53) || v <= -(std::int64_t{1} << 53) ? max_literals_per_container + 1 : 1;
        }
        case 'f': case 'j': case 't': return 1;
        case 's': return text_values(n.text("v"));
        case 'b': return std::max<std::size_t>(1, n.text("v").size());
        case 'n': case 'e': return 0;
        default: break;
    }
    if (n.is(node_kind::UnaryOp)) {
        const node* operand = n.child("operand");
        return operand != nullptr && operand->constant_kind() != '\0' ? deep_count(*operand, depth + 1) : 0;
    }
    if (n.is(node_kind::Starred)) {
        const node* v = n.child("value");
        return v != nullptr ? deep_count(*v, depth + 1) : 0;
    }
    std::size_t total = 0;
    if (n.is(node_kind::List) || n.is(node_kind::Tuple) || n.is(node_kind::Set)) {
        for (const value& v : n.list("elts")) {
            if (const node* e = v.as_node()) total = add_sat(total, element_count(*e, depth + 1));
        }
        return total;
    }
    if (n.is(node_kind::Dict)) {
        for (const char* part : {"keys", "values"}) {
            for (const value& v : n.list(part)) {
                if (const node* e = v.as_node()) total = add_sat(total, element_count(*e, depth + 1));
            }
        }
        return total;
    }
    if (n.is(node_kind::BinOp)) {
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
                // [0] * 50 is a fill value: one value however many copies.
                if (is_container(*seq) && !seq->is(node_kind::Dict) && seq->list("elts").size() == 1) {
                    return deep_count(*seq, depth + 1);
                }
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

// Constants among `items` (numbers, strings, signed numbers): their values, when more than three.
std::size_t loose_constants(const std::vector<const node*>& items) noexcept {
    std::size_t n = 0, values = 0;
    for (const node* e : items) {
        if (e == nullptr || is_container(*e)) continue;
        if (e->constant_kind() != '\0' || (e->is(node_kind::UnaryOp) && e->child("operand") != nullptr &&
                                           e->child("operand")->constant_kind() != '\0')) {
            ++n;
            values = add_sat(values, deep_count(*e, 0));
        }
    }
    return n > 3 ? values : 0;
}

class counter {
public:
    explicit counter(std::vector<finding>& out) : out_(out) {}

    // Docstrings (a string first in a module, function or class body) are prose, not data.
    void note_docstrings(const node& n, int depth) {
        if (depth > 512) return;
        if (n.is(node_kind::Module) || n.is(node_kind::FunctionDef) || n.is(node_kind::ClassDef) || n.is(node_kind::AsyncFunctionDef)) {
            const auto body = n.list("body");
            if (!body.empty()) {
                const node* first = body.front().as_node();
                const node* v = first != nullptr && first->is(node_kind::Expr) ? first->child("value") : nullptr;
                if (v != nullptr && v->constant_kind() == 's') docstrings_.insert(v);
            }
        }
        for (const field& f : n.fields) {
            if (const node* c = f.v.as_node()) note_docstrings(*c, depth + 1);
            for (const value& item : f.v.items) {
                if (const node* c = item.as_node()) note_docstrings(*c, depth + 1);
            }
        }
    }

    [[nodiscard]] const std::unordered_set<const node*>& docstrings() const noexcept { return docstrings_; }

    void walk(const node& n, bool included, int depth) {
        if (depth > 512) return;
        if (docstrings_.count(&n) != 0) return;
        count_hidden(n);
        if (n.is(node_kind::Subscript)) {
            // x[i, 0] is an index, not data: small index tuples are not counted (their
            // elements still are walked). np.r_[1.5, 2.5, ...] with more is counted.
            const node* slice = n.child("slice");
            bool index_like = slice != nullptr && slice->is(node_kind::Tuple) && slice->list("elts").size() <= 3;
            for (const value& e : slice != nullptr ? slice->list("elts") : std::span<const value>{}) {
                const node* en = e.as_node();
                const char k = en != nullptr ? en->constant_kind() : '\0';
                if (k == 'f' || k == 'j' || k == 's' || k == 'b') index_like = false;  // np.r_[38.8, 23.4, 67.9]
            }
            if (index_like) {
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
        if (n->constant_kind() != '\0' || n->is(node_kind::UnaryOp)) return deep_count(*n, 0);
        return 0;
    }

    // x.append(4.2), x.insert(0, 4.2), x[i] = 4.2: rows written one value at a time.
    void count_single_writes(const node& n) {
        if (n.is(node_kind::Call)) {
            const node* func = n.child("func");
            if (func == nullptr || !func->is(node_kind::Attribute)) return;
            const std::string_view attr = func->text("attr");
            if (attr != "append" && attr != "extend" && attr != "insert" && attr != "appendleft" &&
                attr != "extendleft" && attr != "add") {
                return;
            }
            const auto args = n.list("args");
            if (args.empty()) return;
            add_to_file(scalar_count(args.back().as_node()), n.line);
        } else if (n.is(node_kind::Assign)) {
            bool subscript_target = false;
            for (const value& v : n.list("targets")) {
                if (const node* t = v.as_node(); t != nullptr && t->is(node_kind::Subscript)) subscript_target = true;
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

    void add(std::string_view message, int line) { out_.push_back({rule_id::literal_data, std::string(message), line}); }

    // The places literal data hid in before v2 (see the file's comment).
    void count_hidden(const node& n) {
        if (n.constant_kind() == 'i' && deep_count(n, 0) > max_literals_per_container) {
            add("an integer literal longer than 16 digits packs data: compute the data instead of writing it out",
                n.line);
            return;
        }
        if (n.is(node_kind::Call)) {
            std::vector<const node*> items;
            for (const value& a : n.list("args")) items.push_back(a.as_node());
            for (const value& kv : n.list("keywords")) {
                if (const node* kw = kv.as_node()) items.push_back(kw->child("value"));
            }
            if (loose_constants(items) > max_literals_per_container) {
                add("a call is given more than 20 literal values: compute the data instead of writing it out", n.line);
            }
        }
    }

    std::vector<finding>& out_;
    std::unordered_set<const node*> docstrings_;
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
    std::size_t digits_run = 0, long_digits = 0;  // digits past twelve in a run are values too
    std::size_t word_run = 0, long_word = 0;      // and letters past 24 in one unbroken word
    for (const char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
            if (++digits_run > 12) ++long_digits;
        } else {
            digits_run = 0;
        }
        if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
            if (++word_run > 24) ++long_word;
        } else {
            word_run = 0;
        }
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
    return std::max<std::size_t>({1, fields, tokens + long_digits, long_word});
}

namespace {

// Every distinct number literal anywhere but 0, 1 and 2 (parameters and indices), every distinct
// string holding numbers (by its number tokens), every bytes literal (by its bytes): wherever data
// hides — an attribute write, `+=`, a yield, round(38.8, 1), a slice bound, an assert message — it
// is made of these, and data is many different values (a parameter repeated is one). Realistic
// snippets hold at most 21 (tests/data/validate/harmless); the cap is the same 40.
class distinct_literals {
public:
    explicit distinct_literals(const std::unordered_set<const node*>& docstrings) : docstrings_(docstrings) {}

    void walk(const node& n, int depth) {
        if (depth > 512) return;
        switch (n.constant_kind()) {
            case 'i': {
                const std::int64_t v = n.integer("v");
                if (v < 0 || v > 2) note('i', std::to_string(v), 1);
                return;
            }
            case 'f': case 'j': note(n.constant_kind(), n.text("v"), 1); return;
            case 's': {
                if (docstrings_.count(&n) != 0) return;
                const std::string_view t = n.text("v");
                const bool digits =
                    std::any_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
                const std::size_t values = text_values(t);
                if (digits || values >= 3) note('s', t, values);
                return;
            }
            case 'b': note('b', n.text("v"), n.text("v").size()); return;
            case '\0': break;
            default: return;
        }
        for (const field& f : n.fields) {
            if (const node* c = f.v.as_node()) walk(*c, depth + 1);
            for (const value& item : f.v.items) {
                if (const node* c = item.as_node()) walk(*c, depth + 1);
            }
        }
    }

    [[nodiscard]] std::size_t total() const noexcept { return total_; }

private:
    // One key per distinct literal: its kind letter, then its text.
    void note(char kind, std::string_view text, std::size_t values) {
        std::string key(1, kind);
        key.append(text);
        if (seen_.insert(std::move(key)).second) total_ = add_sat(total_, values);
    }

    const std::unordered_set<const node*>& docstrings_;
    std::unordered_set<std::string> seen_;
    std::size_t total_ = 0;
};

}  // namespace

void check_literal_data(const node& module, std::vector<finding>& out) {
    counter c(out);
    c.note_docstrings(module, 0);
    c.walk(module, false, 0);
    distinct_literals all(c.docstrings());
    all.walk(module, 0);
    if (all.total() > max_literals_per_file &&
        std::none_of(out.begin(), out.end(), [](const finding& f) { return f.rule == rule_id::literal_data; })) {
        out.push_back({rule_id::literal_data,
                       "the code writes out more than 40 different literal numbers: compute the data instead of "
                       "writing it out",
                       0});
    }
}

}  // namespace anyplot::agents::validate::rules

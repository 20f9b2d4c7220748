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
#include <vector>

#include "common/utf8.hpp"

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

// The zero of every block of ten Unicode decimal digits (category Nd, Unicode 14.0 as Python
// 3.11's unicodedata has it: 66 blocks, 660 digits). int() and float() read every one of them, so
// "٣٢" is 32 to the interpreter and must be to the count.
constexpr char32_t k_digit_zeros[] = {
    0x30,    0x660,   0x6f0,   0x7c0,   0x966,   0x9e6,   0xa66,   0xae6,   0xb66,   0xbe6,   0xc66,
    0xce6,   0xd66,   0xde6,   0xe50,   0xed0,   0xf20,   0x1040,  0x1090,  0x17e0,  0x1810,  0x1946,
    0x19d0,  0x1a80,  0x1a90,  0x1b50,  0x1bb0,  0x1c40,  0x1c50,  0xa620,  0xa8d0,  0xa900,  0xa9d0,
    0xa9f0,  0xaa50,  0xabf0,  0xff10,  0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0,
    0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60,
    0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0};

// The digit's value, or -1 for a code point that is no decimal digit.
int decimal_digit(char32_t c) noexcept {
    const auto* after = std::upper_bound(std::begin(k_digit_zeros), std::end(k_digit_zeros), c);
    if (after == std::begin(k_digit_zeros)) return -1;
    const char32_t zero = *(after - 1);
    return c - zero < 10 ? static_cast<int>(c - zero) : -1;
}

// Runs of decimal digits (any script) in `text`, each as its value's decimal text (leading zeros
// dropped, at most 18 digits) and its length.
template <typename F>
void for_each_digit_run(std::string_view text, F&& f) {
    std::string run;
    std::size_t length = 0;
    const auto flush = [&] {
        if (length == 0) return;
        const std::size_t nonzero = run.find_first_not_of('0');
        f(nonzero == std::string::npos ? std::string("0") : run.substr(nonzero, 18), length);
        run.clear();
        length = 0;
    };
    for (std::size_t i = 0; i < text.size();) {
        const int d = decimal_digit(common::utf8::next(text, i));
        if (d < 0) {
            flush();
            continue;
        }
        run.push_back(static_cast<char>('0' + d));
        ++length;
    }
    flush();
}

// A calendar date or time of day at `i` (ASCII, not inside a longer run of digits): YYYY-MM-DD with
// an optional [ T]HH:MM[:SS[.fraction]], or HH:MM[:SS]. Its length, 0 when there is none. Months,
// days, hours, minutes and seconds must be in range, so only a real date or time passes as one
// value (a timestamp is one datum); arbitrary numbers joined by '-' or ':' stay numbers.
std::size_t date_time_at(std::string_view s, std::size_t i) noexcept {
    const auto digits = [&](std::size_t at, std::size_t n, int lo, int hi) {
        if (at + n > s.size()) return false;
        int v = 0;
        for (std::size_t k = at; k < at + n; ++k) {
            if (s[k] < '0' || s[k] > '9') return false;
            v = v * 10 + (s[k] - '0');
        }
        return v >= lo && v <= hi;
    };
    const auto at_char = [&](std::size_t at, char c) { return at < s.size() && s[at] == c; };
    const auto time_at = [&](std::size_t at) -> std::size_t {
        if (!digits(at, 2, 0, 23) || !at_char(at + 2, ':') || !digits(at + 3, 2, 0, 59)) return 0;
        std::size_t end = at + 5;
        if (at_char(end, ':') && digits(end + 1, 2, 0, 60)) {
            end += 3;
            if (at_char(end, '.') && end + 1 < s.size() && s[end + 1] >= '0' && s[end + 1] <= '9') {
                ++end;
                for (std::size_t k = 0; k < 9 && end < s.size() && s[end] >= '0' && s[end] <= '9'; ++k) ++end;
            }
        }
        return end - at;
    };
    // Delimited: not a link of a longer chain of numbers ("12:30:45:11:22:33" is six numbers).
    const auto joins = [](char c) { return (c >= '0' && c <= '9') || c == ':' || c == '-' || c == '.' || c == '/'; };
    if (i > 0 && joins(s[i - 1])) return 0;
    std::size_t end = 0;
    if (digits(i, 4, 1, 9999) && at_char(i + 4, '-') && digits(i + 5, 2, 1, 12) && at_char(i + 7, '-') &&
        digits(i + 8, 2, 1, 31)) {
        end = i + 10;
        if ((at_char(end, ' ') || at_char(end, 'T')) && time_at(end + 1) > 0) end += 1 + time_at(end + 1);
    } else if (const std::size_t t = time_at(i); t > 0) {
        end = i + t;
    }
    if (end == 0 || (end < s.size() && joins(s[end]))) return 0;
    return end - i;
}

}  // namespace

// Fields split on , ; | tab and newline; every run of decimal digits, in any script and whatever
// separates it ("3.2:4.1" holds four, "٣٢ ٤١" two: split(":") or int() reads each back), a
// calendar date or time of day counting once ("2024-01-02 10:30"), and the digits past twelve in
// one run; letters past 24 in one unbroken word. The largest of these, at least 1.
std::size_t text_values(std::string_view text) noexcept {
    std::size_t fields = 0;
    bool in_field = false;
    std::size_t word_run = 0, long_word = 0;
    for (const char c : text) {
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
    }
    std::size_t runs = 0, long_digits = 0;
    std::size_t from = 0;
    const auto count_runs = [&](std::string_view part) {
        for_each_digit_run(part, [&](const std::string&, std::size_t length) {
            ++runs;
            if (length > 12) long_digits += length - 12;
        });
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') continue;
        const std::size_t date = date_time_at(text, i);
        if (date == 0) continue;
        count_runs(text.substr(from, i - from));
        ++runs;
        i += date - 1;
        from = i + 1;
    }
    count_runs(text.substr(std::min(from, text.size())));
    return std::max<std::size_t>({1, fields, runs + long_digits, long_word});
}

namespace {

// Every distinct number literal anywhere but 0, 1 and 2 (parameters and indices), every distinct
// string holding numbers (by its number tokens), every bytes literal (by its bytes): wherever data
// hides — an attribute write, `+=`, a yield, round(38.8, 1), a slice bound, an assert message — it
// is made of these, and data is many different values (a parameter repeated is one). Realistic
// snippets hold at most 21 (tests/data/validate/harmless); the cap is the same 40.
//
// Since v3 (issue 23): numbers written into the names the code binds are numbers too (`v32 = 0`,
// dict(v41=...), a dataclass field f55, a parameter): dir(), a dataclass's repr, **kwargs and a
// NameError's message read names back at run time. Each digit run of a bound name counts as the
// integer it spells, under the same key as that integer written as a literal (`k3` and `3` are
// one value). And when the code turns characters into numbers (chars_become_numbers), every
// character of a string is a value.
class distinct_literals {
public:
    distinct_literals(const std::unordered_set<const node*>& docstrings, bool chars_are_values)
        : docstrings_(docstrings), chars_are_values_(chars_are_values) {}

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
                std::size_t values = text_values(t);
                bool digits = false;
                for_each_digit_run(t, [&](const std::string&, std::size_t) { digits = true; });
                if (chars_are_values_) {
                    const std::size_t chars = common::utf8::length(t);
                    if (chars > max_literals_per_container) long_strings_.push_back(n.line);
                    values = std::max(values, chars);
                }
                if (digits || values >= 3) note('s', t, values);
                return;
            }
            case 'b': note('b', n.text("v"), n.text("v").size()); return;
            case '\0': break;
            default: return;
        }
        note_bound_names(n);
        for (const field& f : n.fields) {
            if (const node* c = f.v.as_node()) walk(*c, depth + 1);
            for (const value& item : f.v.items) {
                if (const node* c = item.as_node()) walk(*c, depth + 1);
            }
        }
    }

    [[nodiscard]] std::size_t total() const noexcept { return total_; }
    // Lines of strings longer than the container cap, counted by their characters.
    [[nodiscard]] const std::vector<int>& long_strings() const noexcept { return long_strings_; }

private:
    // One key per distinct literal: its kind letter, then its text.
    void note(char kind, std::string_view text, std::size_t values) {
        std::string key(1, kind);
        key.append(text);
        if (seen_.insert(std::move(key)).second) total_ = add_sat(total_, values);
    }

    void note_name(std::string_view name) {
        for_each_digit_run(name, [&](const std::string& number, std::size_t) {
            if (number != "0" && number != "1" && number != "2") note('i', number, 1);
        });
    }

    // The names a node binds (or passes as keyword names): assignment and deletion targets,
    // attribute writes, parameters, def/class names, keyword arguments, import and except names.
    void note_bound_names(const node& n) {
        switch (n.kind) {
            case node_kind::Name:
                if (n.text("ctx") != "Load") note_name(n.text("id"));
                break;
            case node_kind::Attribute:
                if (n.text("ctx") != "Load") note_name(n.text("attr"));
                break;
            case node_kind::arg: note_name(n.text("arg")); break;
            case node_kind::keyword: note_name(n.text("arg")); break;
            case node_kind::alias: note_name(n.text("asname")); break;
            case node_kind::FunctionDef:
            case node_kind::AsyncFunctionDef:
            case node_kind::ClassDef:
            case node_kind::ExceptHandler:
            case node_kind::MatchAs:
            case node_kind::MatchStar: note_name(n.text("name")); break;
            case node_kind::Global:
            case node_kind::Nonlocal:
                for (const value& v : n.list("names")) {
                    if (v.kind == value_kind::text) note_name(v.text);
                }
                break;
            default: break;
        }
    }

    const std::unordered_set<const node*>& docstrings_;
    const bool chars_are_values_;
    std::unordered_set<std::string> seen_;
    std::size_t total_ = 0;
    std::vector<int> long_strings_;
};

bool string_constant(const node* n) noexcept { return n != nullptr && n->constant_kind() == 's'; }

// Whether the code turns characters into numbers, so that letters can carry data: ord(...),
// bytes(...)/bytearray(...), x.encode(...), int(x, base), np.frombuffer/np.fromstring, and a
// character's position in a string (.index/.find/.rfind/.rindex on a string literal or a name
// bound to one, or on the string module's alphabets).
bool chars_become_numbers(const node& module) {
    std::unordered_set<std::string_view> string_names;
    std::vector<const node*> todo{&module};
    std::vector<const node*> calls;
    for (std::size_t i = 0; i < todo.size() && i < 1'000'000; ++i) {
        const node& n = *todo[i];
        if (n.is(node_kind::Assign) && string_constant(n.child("value"))) {
            for (const value& t : n.list("targets")) {
                if (const node* tn = t.as_node(); tn != nullptr && tn->is(node_kind::Name)) {
                    string_names.insert(tn->text("id"));
                }
            }
        }
        if (n.is(node_kind::Call)) calls.push_back(&n);
        for (const field& f : n.fields) {
            if (const node* c = f.v.as_node()) todo.push_back(c);
            for (const value& item : f.v.items) {
                if (const node* c = item.as_node()) todo.push_back(c);
            }
        }
    }
    for (const node* call : calls) {
        const node* f = call->child("func");
        if (f == nullptr) continue;
        if (f->is(node_kind::Name)) {
            const std::string_view id = f->text("id");
            if (id == "ord" || id == "bytes" || id == "bytearray") return true;
            if (id == "int" && (call->list("args").size() >= 2 || !call->list("keywords").empty())) return true;
            continue;
        }
        if (!f->is(node_kind::Attribute)) continue;
        const std::string_view attr = f->text("attr");
        if (attr == "encode" || attr == "frombuffer" || attr == "fromstring") return true;
        if (attr != "index" && attr != "find" && attr != "rfind" && attr != "rindex") continue;
        const node* receiver = f->child("value");
        if (string_constant(receiver)) return true;
        if (receiver != nullptr && receiver->is(node_kind::Name) && string_names.count(receiver->text("id")) != 0) {
            return true;
        }
        if (receiver != nullptr && receiver->is(node_kind::Attribute)) {
            const std::string_view alphabet = receiver->text("attr");
            if (alphabet.rfind("ascii_", 0) == 0 || alphabet == "digits" || alphabet == "hexdigits" ||
                alphabet == "octdigits" || alphabet == "printable" || alphabet == "punctuation") {
                return true;
            }
        }
    }
    return false;
}

}  // namespace

void check_literal_data(const node& module, std::vector<finding>& out) {
    counter c(out);
    c.note_docstrings(module, 0);
    c.walk(module, false, 0);
    const bool chars = chars_become_numbers(module);
    distinct_literals all(c.docstrings(), chars);
    all.walk(module, 0);
    for (const int line : all.long_strings()) {
        out.push_back({rule_id::literal_data,
                       "a string literal holds more than 20 characters and the code turns characters into numbers "
                       "(ord, encode, bytes, int with a base, a position in an alphabet): compute the data instead "
                       "of writing it out",
                       line});
    }
    if (all.total() > max_literals_per_file &&
        std::none_of(out.begin(), out.end(), [](const finding& f) { return f.rule == rule_id::literal_data; })) {
        out.push_back({rule_id::literal_data,
                       "the code writes out more than 40 different literal numbers: compute the data instead of "
                       "writing it out",
                       0});
    }
}

}  // namespace anyplot::agents::validate::rules

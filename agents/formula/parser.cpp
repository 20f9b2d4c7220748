// Recursive descent straight to postfix code. Only parentheses and calls recurse (at most
// max_depth levels, checked before descending); chains of signs, operators and powers are loops,
// so no input can overflow the stack. Each token is looked at a bounded number of times and a
// name is compared with at most 32 definitions and 28 functions: linear in the input.
//
//   expr    = sum [ cmp sum ]                      (comparisons do not chain)
//   sum     = term { (+|-) term }
//   term    = factor { (*|/|%) factor | factor_after_plain_number }
//   factor  = { + | - } power                      (-x^2 is -(x^2))
//   power   = postfix [ ^ factor ]                 (right-associative: 2^3^2 is 2^9)
//   postfix = primary { ² | ³ }
//   primary = number | name | name ( args ) | ( expr )
#include <cassert>

#include "agents/formula/parser.hpp"
#include "agents/formula/reasons.hpp"

namespace anyplot::agents::formula::detail {
namespace {

[[nodiscard]] bool is_separator(tok k) noexcept {
    return k == tok::comma || k == tok::semicolon || k == tok::newline || k == tok::kw_for ||
           k == tok::kw_with;
}

[[nodiscard]] bool starts_value(tok k) noexcept {
    return k == tok::number || k == tok::name || k == tok::lparen;
}

[[nodiscard]] bool comparison(tok k, opcode& op) noexcept {
    switch (k) {
    case tok::lt: op = opcode::lt; return true;
    case tok::le: op = opcode::le; return true;
    case tok::gt: op = opcode::gt; return true;
    case tok::ge: op = opcode::ge; return true;
    case tok::eq: op = opcode::eq; return true;
    case tok::ne: op = opcode::ne; return true;
    default: return false;
    }
}

class parser {
public:
    explicit parser(const std::vector<token>& tokens) noexcept : t_(tokens) {}

    common::result<parsed, formula_error> run() {
        skip_separators();
        if (peek().kind == tok::end) return common::failure{error_at(why::empty_formula, 0)};
        while (peek().kind != tok::end) {
            if (!clause()) return common::failure{*error_};
            const token& t = peek();
            if (t.kind == tok::end) break;
            if (!is_separator(t.kind)) {
                (void)fail_after(why::expected_separator);
                return common::failure{*error_};
            }
            skip_separators();
        }
        if (out_.definitions.empty()) return common::failure{error_at(why::no_formula, 0)};
        if (out_.ranges.empty()) return common::failure{error_at(why::no_range, 0)};
        return std::move(out_);
    }

private:
    const std::vector<token>& t_;
    std::size_t at_ = 0;
    parsed out_;
    std::optional<formula_error> error_;

    [[nodiscard]] const token& peek() const noexcept { return t_[at_]; }
    // Never moves past the end token, so peek() stays valid.
    const token& take() noexcept {
        const token& t = t_[at_];
        if (t.kind != tok::end) ++at_;
        return t;
    }
    void skip_separators() noexcept {
        while (is_separator(peek().kind)) ++at_;
    }

    bool fail(why w, std::size_t position) {
        if (!error_) error_ = error_at(w, position);
        return false;
    }
    // The expression before the current token is complete but something else was expected: a
    // value there means two operands with no operator between them.
    bool fail_after(why expected) {
        const token& t = peek();
        if (starts_value(t.kind)) return fail(why::missing_operator, t.position);
        if (t.kind == tok::rparen || t.kind == tok::rbracket) {
            if (expected != why::expected_close_paren && expected != why::expected_close_bracket) {
                return fail(why::unmatched_bracket, t.position);
            }
        }
        return fail(expected, t.position);
    }

    static void emit(code_block& b, opcode op, std::size_t pops, std::size_t position = 0,
                     std::uint32_t arg = 0, double value = 0) {
        assert(b.height >= pops);
        b.code.push_back(instr{op, arg, static_cast<std::uint32_t>(position), value});
        b.height = b.height - pops + 1;
        if (b.height > b.max_stack) b.max_stack = b.height;
    }

    // ---- clauses ----

    bool clause() {
        const token& name = take();
        if (name.kind != tok::name) return fail(why::expected_name, name.position);
        const tok k = peek().kind;
        if (k == tok::assign) {
            take();
            // `n = 200` right after a range is that range's point count; before any range it is an
            // ordinary definition (the compound-interest n).
            if (name.text == "n" && !out_.ranges.empty()) return count_clause(name);
            return definition(name);
        }
        if (k == tok::kw_from || k == tok::kw_in) return range_clause(name);
        return fail(why::expected_clause, peek().position);
    }

    bool new_name(const token& name) {
        double ignored = 0;
        if (find_function(name.text) != nullptr || find_constant(name.text, ignored)) {
            return fail(why::reserved_name, name.position);
        }
        for (const auto& d : out_.definitions) {
            if (d.name == name.text) return fail(why::defined_twice, name.position);
        }
        for (const auto& r : out_.ranges) {
            if (r.name == name.text) return fail(why::defined_twice, name.position);
        }
        return true;
    }

    bool definition(const token& name) {
        if (!new_name(name)) return false;
        if (out_.definitions.size() == max_outputs + max_parameters) {
            return fail(why::too_many_definitions, name.position);
        }
        raw_definition d{name.text, name.position, {}};
        // Parsed before the name is registered: `y = y + 1` finds no earlier y.
        if (!expression(d.body)) return false;
        out_.definitions.push_back(std::move(d));
        return true;
    }

    bool range_clause(const token& name) {
        if (out_.ranges.size() == max_ranges) return fail(why::too_many_ranges, name.position);
        if (!new_name(name)) return false;
        raw_range r;
        r.name = name.text;
        r.position = name.position;
        if (take().kind == tok::kw_from) {
            if (!expression(r.from)) return false;
            if (peek().kind != tok::kw_to) return fail_after(why::expected_to);
            take();
            if (!expression(r.to)) return false;
        } else {
            if (peek().kind != tok::lbracket) {
                return fail(why::expected_open_bracket, peek().position);
            }
            take();
            if (!expression(r.from)) return false;
            if (peek().kind != tok::comma) return fail_after(why::expected_comma);
            take();
            if (!expression(r.to)) return false;
            if (peek().kind != tok::rbracket) return fail_after(why::expected_close_bracket);
            take();
        }
        if (peek().kind == tok::kw_step) {
            take();
            r.step.emplace();
            if (!expression(*r.step)) return false;
        }
        out_.ranges.push_back(std::move(r));
        return true;
    }

    bool count_clause(const token& name) {
        raw_range& r = out_.ranges.back();
        if (r.count) return fail(why::n_twice, name.position);
        if (r.step) return fail(why::step_and_n, name.position);
        code_block b;
        if (!expression(b)) return false;
        r.count = std::move(b);
        return true;
    }

    bool expression(code_block& b) {
        b.position = peek().position;
        return expr(b, 0);
    }

    // ---- expressions; `depth` counts the parentheses and calls around the current one ----

    bool expr(code_block& b, std::size_t depth) {
        if (!sum(b, depth)) return false;
        opcode op{};
        if (!comparison(peek().kind, op)) return true;
        take();
        if (!sum(b, depth)) return false;
        emit(b, op, 2);
        opcode again{};
        if (comparison(peek().kind, again)) return fail(why::chained_comparison, peek().position);
        return true;
    }

    bool sum(code_block& b, std::size_t depth) {
        if (!term(b, depth)) return false;
        while (peek().kind == tok::plus || peek().kind == tok::minus) {
            const opcode op = take().kind == tok::plus ? opcode::add : opcode::sub;
            if (!term(b, depth)) return false;
            emit(b, op, 2);
        }
        return true;
    }

    bool term(code_block& b, std::size_t depth) {
        bool plain = false;  // the last factor was a bare number literal (signs allowed)
        if (!factor(b, depth, plain)) return false;
        while (true) {
            const tok k = peek().kind;
            opcode op{};
            if (k == tok::star || k == tok::slash || k == tok::percent) {
                take();
                op = k == tok::star ? opcode::mul : (k == tok::slash ? opcode::div : opcode::mod);
            } else if (plain && (k == tok::name || k == tok::lparen)) {
                op = opcode::mul;  // implicit: 2x, 3(x + 1), 2pi, 2sin(x)
            } else {
                return true;
            }
            if (!factor(b, depth, plain)) return false;
            emit(b, op, 2);
        }
    }

    bool factor(code_block& b, std::size_t depth, bool& plain) {
        bool negate = false;
        while (peek().kind == tok::plus || peek().kind == tok::minus) {
            if (take().kind == tok::minus) negate = !negate;
        }
        if (!power(b, depth, plain)) return false;
        if (negate) emit(b, opcode::neg, 1);
        return true;
    }

    // a ^ -b ^ c as a loop: operands are emitted left to right, then the pending negations and
    // powers are applied innermost first, which is exactly right-associative postfix.
    bool power(code_block& b, std::size_t depth, bool& plain) {
        if (!postfix(b, depth, plain)) return false;
        std::vector<bool> negated;
        while (peek().kind == tok::caret) {
            take();
            plain = false;
            bool negate = false;
            while (peek().kind == tok::plus || peek().kind == tok::minus) {
                if (take().kind == tok::minus) negate = !negate;
            }
            negated.push_back(negate);
            bool ignored = false;
            if (!postfix(b, depth, ignored)) return false;
        }
        for (auto it = negated.rbegin(); it != negated.rend(); ++it) {
            if (*it) emit(b, opcode::neg, 1);
            emit(b, opcode::pow, 2);
        }
        return true;
    }

    bool postfix(code_block& b, std::size_t depth, bool& plain) {
        if (!primary(b, depth, plain)) return false;
        while (peek().kind == tok::squared || peek().kind == tok::cubed) {
            emit(b, opcode::constant, 0, 0, 0, take().kind == tok::squared ? 2.0 : 3.0);
            emit(b, opcode::pow, 2);
            plain = false;
        }
        return true;
    }

    bool primary(code_block& b, std::size_t depth, bool& plain) {
        plain = false;
        const token& t = take();
        switch (t.kind) {
        case tok::number:
            emit(b, opcode::constant, 0, t.position, 0, t.value);
            plain = true;
            return true;
        case tok::name:
            if (peek().kind == tok::lparen) return call(b, depth, t);
            return name(b, t);
        case tok::lparen:
            if (depth + 1 > max_depth) return fail(why::nested_too_deeply, t.position);
            if (!expr(b, depth + 1)) return false;
            if (peek().kind != tok::rparen) return fail_after(why::expected_close_paren);
            take();
            return true;
        default:
            return fail(why::expected_value, t.position);
        }
    }

    [[nodiscard]] const raw_definition* find_definition(std::string_view n,
                                                        std::uint32_t& index) const {
        for (std::size_t i = 0; i < out_.definitions.size(); ++i) {
            if (out_.definitions[i].name == n) {
                index = static_cast<std::uint32_t>(i);
                return &out_.definitions[i];
            }
        }
        return nullptr;
    }

    bool name(code_block& b, const token& t) {
        if (find_function(t.text) != nullptr) return fail(why::function_needs_paren, t.position);
        double value = 0;
        if (find_constant(t.text, value)) {
            emit(b, opcode::constant, 0, t.position, 0, value);
            return true;
        }
        std::uint32_t index = 0;
        if (find_definition(t.text, index) != nullptr) {
            emit(b, opcode::definition, 0, t.position, index);
            return true;
        }
        out_.pending.push_back(pending_name{t.text, t.position});
        const auto slot = static_cast<std::uint32_t>(out_.pending.size() - 1);
        emit(b, opcode::pending, 0, t.position, slot);
        return true;
    }

    bool call(code_block& b, std::size_t depth, const token& fn) {
        const function_info* info = find_function(fn.text);
        if (info == nullptr) {
            double value = 0;
            std::uint32_t index = 0;
            const bool known =
                find_constant(fn.text, value) || find_definition(fn.text, index) != nullptr;
            return fail(known ? why::not_a_function : why::unknown_function, fn.position);
        }
        const token& open = take();
        if (depth + 1 > max_depth) return fail(why::nested_too_deeply, open.position);
        std::size_t args = 0;
        if (peek().kind != tok::rparen) {
            while (true) {
                if (!expr(b, depth + 1)) return false;
                ++args;
                if (peek().kind != tok::comma) break;
                take();
            }
        }
        if (peek().kind != tok::rparen) return fail_after(why::expected_close_paren);
        take();
        if (args < info->min_args || args > info->max_args) {
            return fail(why::wrong_arity, fn.position);
        }
        emit(b, info->code, args, fn.position, static_cast<std::uint32_t>(args));
        return true;
    }
};

}  // namespace

common::result<parsed, formula_error> parse_clauses(const std::vector<token>& tokens) {
    parser p(tokens);
    return p.run();
}

}  // namespace anyplot::agents::formula::detail

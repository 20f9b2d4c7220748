// parse(): length check, lex, parse, then the passes that need every clause read: resolve names,
// split parameters (folded to constants now) from outputs (run per point later), size the ranges.
#include <cmath>
#include <cstdint>

#include "agents/formula/compiled.hpp"
#include "agents/formula/lexer.hpp"
#include "agents/formula/parser.hpp"
#include "agents/formula/reasons.hpp"

namespace anyplot::agents::formula {
namespace detail {
namespace {

// Slack on (to - from) / step before flooring: a billionth of a step absorbs the rounding of
// decimal steps (0 to 1 step 0.1 gives 9.999999999999998 steps, and 1.0 must be a point) while
// no range within max_points can be off by a real step.
constexpr double count_tolerance = 1e-9;

struct definition_state {
    bool output = false;
    bool used = false;       // referred to by a later definition or a range
    double value = 0;        // parameters
    std::uint32_t slot = 0;  // outputs
};

class compiler {
public:
    explicit compiler(parsed& p) : p_(p), states_(p.definitions.size()) {}

    common::result<program, formula_error> run() {
        auto c = std::make_shared<compiled>();
        if (!classify(*c) || !size_ranges(*c) || !no_stray_count()) return common::failure{*error_};
        return program{std::move(c)};
    }

private:
    parsed& p_;
    std::vector<definition_state> states_;
    std::optional<formula_error> error_;

    bool fail(why w, std::size_t position) {
        if (!error_) error_ = error_at(w, position);
        return false;
    }

    [[nodiscard]] const raw_range* find_range(std::string_view name, std::uint32_t& index) const {
        for (std::size_t i = 0; i < p_.ranges.size(); ++i) {
            if (p_.ranges[i].name == name) {
                index = static_cast<std::uint32_t>(i);
                return &p_.ranges[i];
            }
        }
        return nullptr;
    }

    // A name still pending after parsing is a range variable, or a definition that comes later
    // in the text, or nothing at all.
    bool unresolved(const pending_name& n) {
        for (const auto& d : p_.definitions) {
            if (d.name == n.name) return fail(why::used_before_defined, n.position);
        }
        return fail(why::unknown_name, n.position);
    }

    [[nodiscard]] static double fold(const code_block& b) {
        std::vector<double> stack(b.max_stack + 1);
        return detail::run(b.code, nullptr, stack.data());
    }

    // In text order, so every definition a body refers to is already classified. A definition
    // that reaches a range variable (directly or through an earlier output) is an output; the
    // rest are parameters. With no output at all, the last definition is the output (a constant
    // line, `y = 2 for x from 0 to 1`).
    bool classify(compiled& c) {
        const auto ranges = static_cast<std::uint32_t>(p_.ranges.size());
        std::size_t outputs = 0;
        for (std::size_t d = 0; d < p_.definitions.size(); ++d) {
            bool depends = false;
            for (instr& in : p_.definitions[d].body.code) {
                if (in.code == opcode::definition) {
                    definition_state& s = states_[in.arg];
                    s.used = true;
                    if (s.output) {
                        in = instr{opcode::load, s.slot, in.position, 0};
                        depends = true;
                    } else {
                        in = instr{opcode::constant, 0, in.position, s.value};
                    }
                } else if (in.code == opcode::pending) {
                    const pending_name& n = p_.pending[in.arg];
                    std::uint32_t r = 0;
                    if (find_range(n.name, r) == nullptr) return unresolved(n);
                    in = instr{opcode::load, r, in.position, 0};
                    depends = true;
                }
            }
            definition_state& s = states_[d];
            if (depends) {
                s.output = true;
                s.slot = ranges + static_cast<std::uint32_t>(outputs++);
                if (outputs > max_outputs) {
                    return fail(why::too_many_outputs, p_.definitions[d].position);
                }
            } else {
                s.value = fold(p_.definitions[d].body);
            }
        }
        if (outputs == 0) {
            states_.back().output = true;
            states_.back().slot = ranges;
        }
        std::size_t parameters = 0;
        for (std::size_t d = 0; d < p_.definitions.size(); ++d) {
            raw_definition& def = p_.definitions[d];
            if (!states_[d].output) {
                if (++parameters > max_parameters) {
                    return fail(why::too_many_parameters, def.position);
                }
                continue;
            }
            if (def.body.max_stack > c.max_stack) c.max_stack = def.body.max_stack;
            c.outputs.push_back(output{std::string(def.name), std::move(def.body.code)});
        }
        return true;
    }

    // Range bounds, steps and counts are constants: parameters and constants only.
    bool constant(code_block& b, double& value) {
        for (instr& in : b.code) {
            if (in.code == opcode::definition) {
                definition_state& s = states_[in.arg];
                s.used = true;
                if (s.output) return fail(why::bound_uses_range, in.position);
                in = instr{opcode::constant, 0, in.position, s.value};
            } else if (in.code == opcode::pending) {
                const pending_name& n = p_.pending[in.arg];
                std::uint32_t r = 0;
                if (find_range(n.name, r) != nullptr) {
                    return fail(why::bound_uses_range, n.position);
                }
                return unresolved(n);
            }
        }
        value = fold(b);
        return true;
    }

    bool size_range(raw_range& raw, range& out) {
        double a = 0;
        double b = 0;
        if (!constant(raw.from, a) || !constant(raw.to, b)) return false;
        if (!std::isfinite(a)) return fail(why::bound_not_finite, raw.from.position);
        if (!std::isfinite(b)) return fail(why::bound_not_finite, raw.to.position);
        if (a == b) return fail(why::bounds_equal, raw.position);
        if (!std::isfinite(b - a)) return fail(why::range_too_wide, raw.position);
        out.name = std::string(raw.name);
        out.start = a;
        if (raw.step) {
            double s = 0;
            if (!constant(*raw.step, s)) return false;
            const std::size_t at = raw.step->position;
            if (!std::isfinite(s)) return fail(why::step_not_finite, at);
            if (s == 0) return fail(why::step_zero, at);
            const double steps = (b - a) / s;
            if (steps < 0) return fail(why::step_wrong_sign, at);
            // Compared before converting, so a tiny step never meets an overflowing cast.
            if (!(steps + count_tolerance < static_cast<double>(max_points))) {
                return fail(why::too_many_points, at);
            }
            out.count = static_cast<std::size_t>(std::floor(steps + count_tolerance)) + 1;
            if (out.count < 2) return fail(why::step_too_large, at);
            out.step = s;
            out.last = a + static_cast<double>(out.count - 1) * s;
            if (!std::isfinite(out.last)) return fail(why::range_too_wide, raw.position);
            return true;
        }
        // A grid's default stays well inside max_points (100 x 100), so a grid typed without
        // counts works instead of failing on 200 x 200.
        const std::size_t fallback = p_.ranges.size() == 1 ? default_points : default_grid_points;
        double n = static_cast<double>(fallback);
        std::size_t at = raw.position;
        if (raw.count) {
            if (!constant(*raw.count, n)) return false;
            at = raw.count->position;
            if (!std::isfinite(n) || n != std::floor(n)) return fail(why::n_not_whole, at);
            if (n < 2) return fail(why::n_too_small, at);
            if (n > static_cast<double>(max_points)) return fail(why::too_many_points, at);
        }
        out.count = static_cast<std::size_t>(n);
        // Both ends exact; the inner points are start + i*step like the step form.
        out.step = (b - a) / static_cast<double>(out.count - 1);
        out.last = b;
        return true;
    }

    // `with n = 50 for x in [0, 1]`: an n written before its range parses as a parameter, and
    // one nothing uses was meant as the point count. Refused, so 50 never silently becomes 200.
    bool no_stray_count() {
        for (std::size_t d = 0; d < p_.definitions.size(); ++d) {
            const definition_state& s = states_[d];
            if (p_.definitions[d].name == "n" && !s.output && !s.used) {
                return fail(why::n_before_range, p_.definitions[d].position);
            }
        }
        return true;
    }

    bool size_ranges(compiled& c) {
        c.points = 1;
        for (raw_range& raw : p_.ranges) {
            range r;
            if (!size_range(raw, r)) return false;
            // Each count is at most max_points, so the product of two cannot overflow.
            c.points *= r.count;
            if (c.points > max_points) return fail(why::too_many_points, raw.position);
            c.ranges.push_back(std::move(r));
        }
        return true;
    }
};

// Stops counting at the limit: a megabyte paste costs 8,001 bytes of look, not a megabyte.
[[nodiscard]] bool longer_than_limit(std::string_view text) noexcept {
    if (text.size() <= max_formula_chars) return false;
    std::size_t code_points = 0;
    for (const char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U && ++code_points > max_formula_chars) {
            return true;
        }
    }
    return false;
}

}  // namespace
}  // namespace detail

common::result<program, formula_error> parse(std::string_view text) {
    using namespace detail;
    if (longer_than_limit(text)) return common::failure{error_at(why::too_long, 0)};
    auto tokens = lex(text);
    if (!tokens) return common::failure{tokens.error()};
    auto clauses = parse_clauses(*tokens);
    if (!clauses) return common::failure{clauses.error()};
    compiler c(*clauses);
    return c.run();
}

}  // namespace anyplot::agents::formula

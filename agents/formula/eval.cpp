// evaluate(): every point of the ranges through every output's postfix code.
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <string>

#include "agents/formula/compiled.hpp"
#include "agents/formula/formula.hpp"
#include "agents/formula/reasons.hpp"

namespace anyplot::agents::formula {

common::result<columns, formula_error> evaluate(const program& p) {
    using namespace detail;
    if (!p.code) return common::failure{error_at(why::empty_formula, 0)};
    const compiled& c = *p.code;
    const std::size_t nr = c.ranges.size();
    const std::size_t outer = c.ranges.front().count;
    const std::size_t inner = nr == 2 ? c.ranges[1].count : 1;

    columns out;
    for (const auto& r : c.ranges) out.names.push_back(r.name);
    for (const auto& o : c.outputs) out.names.push_back(o.name);
    out.values.assign(out.names.size(), std::vector<double>(c.points));

    // Slots: range variables, then outputs; an output reads earlier outputs from here, already
    // turned into NaN when they were not finite (what it reads is what the column shows).
    std::array<double, max_ranges + max_outputs> vars{};
    std::vector<double> stack(c.max_stack + 1);
    std::size_t row = 0;
    for (std::size_t i = 0; i < outer; ++i) {
        vars[0] = c.ranges[0].point(i);
        for (std::size_t j = 0; j < inner; ++j, ++row) {
            if (nr == 2) vars[1] = c.ranges[1].point(j);
            for (std::size_t k = 0; k < nr; ++k) out.values[k][row] = vars[k];
            for (std::size_t k = 0; k < c.outputs.size(); ++k) {
                double v = run(c.outputs[k].code, vars.data(), stack.data());
                if (!std::isfinite(v)) {
                    v = std::numeric_limits<double>::quiet_NaN();
                    ++out.non_finite;
                }
                vars[nr + k] = v;
                out.values[nr + k][row] = v;
            }
        }
    }
    return out;
}

common::result<columns, formula_error> generate(std::string_view text) {
    auto p = parse(text);
    if (!p) return common::failure{p.error()};
    return evaluate(*p);
}

bool is_formula(std::string_view text) noexcept {
    // Under memory pressure a paste is simply not taken for a formula.
    try {
        return parse(text).ok();
    } catch (const std::bad_alloc&) {
        return false;
    }
}

std::string number_text(double v) {
    if (std::floor(v) == v && std::fabs(v) < 1e15) return std::to_string(static_cast<std::int64_t>(v));
    std::array<char, 32> buf{};
    const auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return ec == std::errc() ? std::string(buf.data(), end) : std::string("nan");
}

}  // namespace anyplot::agents::formula

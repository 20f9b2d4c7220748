// The function table and the stack machine that runs postfix code, one point at a time.
#include <array>
#include <cmath>
#include <limits>
#include <numbers>

#include "agents/formula/compiled.hpp"

namespace anyplot::agents::formula::detail {
namespace {

constexpr std::size_t many = std::numeric_limits<std::size_t>::max();

constexpr std::array functions{
    function_info{"sin", opcode::sin, 1, 1},
    function_info{"cos", opcode::cos, 1, 1},
    function_info{"tan", opcode::tan, 1, 1},
    function_info{"asin", opcode::asin, 1, 1},
    function_info{"acos", opcode::acos, 1, 1},
    function_info{"atan", opcode::atan, 1, 1},
    function_info{"atan2", opcode::atan2, 2, 2},
    function_info{"sinh", opcode::sinh, 1, 1},
    function_info{"cosh", opcode::cosh, 1, 1},
    function_info{"tanh", opcode::tanh, 1, 1},
    function_info{"exp", opcode::exp, 1, 1},
    function_info{"log", opcode::log, 1, 1},
    function_info{"ln", opcode::log, 1, 1},
    function_info{"log10", opcode::log10, 1, 1},
    function_info{"log2", opcode::log2, 1, 1},
    function_info{"sqrt", opcode::sqrt, 1, 1},
    function_info{"cbrt", opcode::cbrt, 1, 1},
    function_info{"abs", opcode::abs, 1, 1},
    function_info{"floor", opcode::floor, 1, 1},
    function_info{"ceil", opcode::ceil, 1, 1},
    function_info{"round", opcode::round, 1, 1},
    function_info{"min", opcode::min, 2, many},
    function_info{"max", opcode::max, 2, many},
    function_info{"pow", opcode::pow, 2, 2},
    function_info{"hypot", opcode::hypot, 2, 2},
    function_info{"erf", opcode::erf, 1, 1},
    function_info{"gamma", opcode::gamma, 1, 1},
    function_info{"where", opcode::where, 3, 3},
};

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

// Comparisons with a missing operand stay missing, so where() of a missing condition is missing.
[[nodiscard]] double compare(bool result, double a, double b) noexcept {
    if (std::isnan(a) || std::isnan(b)) return nan;
    return result ? 1.0 : 0.0;
}

// Floored modulo (the result takes the sign of the divisor, like Python): `x % 1` keeps sawing
// below zero instead of mirroring. fmod first for its exactness, then shift into range.
[[nodiscard]] double floored_mod(double a, double b) noexcept {
    if (b == 0) return nan;
    double r = std::fmod(a, b);
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}

// min/max over `n` stacked values; any missing argument makes the result missing (std::fmin
// would silently drop it).
template <bool Max>
[[nodiscard]] double extremum(const double* first, std::size_t n) noexcept {
    double m = first[0];
    for (std::size_t k = 0; k < n; ++k) {
        if (std::isnan(first[k])) return nan;
        if (Max ? first[k] > m : first[k] < m) m = first[k];
    }
    return m;
}

}  // namespace

const function_info* find_function(std::string_view name) noexcept {
    for (const auto& f : functions) {
        if (f.name == name) return &f;
    }
    return nullptr;
}

bool find_constant(std::string_view name, double& value) noexcept {
    if (name == "pi") value = std::numbers::pi;
    else if (name == "e") value = std::numbers::e;
    else if (name == "tau") value = 2 * std::numbers::pi;
    else return false;
    return true;
}

double run(const std::vector<instr>& code, const double* vars, double* stack) noexcept {
    double* sp = stack;  // one past the top
    for (const instr& in : code) {
        switch (in.code) {
        case opcode::constant: *sp++ = in.value; break;
        case opcode::load: *sp++ = vars[in.arg]; break;
        case opcode::definition:
        case opcode::pending: *sp++ = nan; break;  // never reached: resolved before code runs
        case opcode::neg: sp[-1] = -sp[-1]; break;
        case opcode::add: --sp; sp[-1] += sp[0]; break;
        case opcode::sub: --sp; sp[-1] -= sp[0]; break;
        case opcode::mul: --sp; sp[-1] *= sp[0]; break;
        case opcode::div: --sp; sp[-1] /= sp[0]; break;
        case opcode::mod: --sp; sp[-1] = floored_mod(sp[-1], sp[0]); break;
        case opcode::pow: --sp; sp[-1] = std::pow(sp[-1], sp[0]); break;
        case opcode::lt: --sp; sp[-1] = compare(sp[-1] < sp[0], sp[-1], sp[0]); break;
        case opcode::le: --sp; sp[-1] = compare(sp[-1] <= sp[0], sp[-1], sp[0]); break;
        case opcode::gt: --sp; sp[-1] = compare(sp[-1] > sp[0], sp[-1], sp[0]); break;
        case opcode::ge: --sp; sp[-1] = compare(sp[-1] >= sp[0], sp[-1], sp[0]); break;
        case opcode::eq: --sp; sp[-1] = compare(sp[-1] == sp[0], sp[-1], sp[0]); break;
        case opcode::ne: --sp; sp[-1] = compare(sp[-1] != sp[0], sp[-1], sp[0]); break;
        case opcode::where: {
            sp -= 2;
            const double c = sp[-1];
            sp[-1] = std::isnan(c) ? nan : (c != 0 ? sp[0] : sp[1]);
            break;
        }
        case opcode::min:
        case opcode::max: {
            sp -= in.arg;
            sp[0] = in.code == opcode::min ? extremum<false>(sp, in.arg)
                                           : extremum<true>(sp, in.arg);
            ++sp;
            break;
        }
        case opcode::atan2: --sp; sp[-1] = std::atan2(sp[-1], sp[0]); break;
        case opcode::hypot: --sp; sp[-1] = std::hypot(sp[-1], sp[0]); break;
        case opcode::sin: sp[-1] = std::sin(sp[-1]); break;
        case opcode::cos: sp[-1] = std::cos(sp[-1]); break;
        case opcode::tan: sp[-1] = std::tan(sp[-1]); break;
        case opcode::asin: sp[-1] = std::asin(sp[-1]); break;
        case opcode::acos: sp[-1] = std::acos(sp[-1]); break;
        case opcode::atan: sp[-1] = std::atan(sp[-1]); break;
        case opcode::sinh: sp[-1] = std::sinh(sp[-1]); break;
        case opcode::cosh: sp[-1] = std::cosh(sp[-1]); break;
        case opcode::tanh: sp[-1] = std::tanh(sp[-1]); break;
        case opcode::exp: sp[-1] = std::exp(sp[-1]); break;
        case opcode::log: sp[-1] = std::log(sp[-1]); break;
        case opcode::log10: sp[-1] = std::log10(sp[-1]); break;
        case opcode::log2: sp[-1] = std::log2(sp[-1]); break;
        case opcode::sqrt: sp[-1] = std::sqrt(sp[-1]); break;
        case opcode::cbrt: sp[-1] = std::cbrt(sp[-1]); break;
        case opcode::abs: sp[-1] = std::fabs(sp[-1]); break;
        case opcode::floor: sp[-1] = std::floor(sp[-1]); break;
        case opcode::ceil: sp[-1] = std::ceil(sp[-1]); break;
        case opcode::round: sp[-1] = std::round(sp[-1]); break;
        case opcode::erf: sp[-1] = std::erf(sp[-1]); break;
        case opcode::gamma: sp[-1] = std::tgamma(sp[-1]); break;
        }
    }
    return sp == stack ? nan : sp[-1];
}

}  // namespace anyplot::agents::formula::detail

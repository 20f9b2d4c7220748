#pragma once
// The compiled form (internal): postfix code for a small stack machine over doubles, the sized
// ranges and the outputs. The parser emits postfix directly (no AST), so nothing downstream walks
// a tree and nothing recurses on the shape of the input.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "agents/formula/formula.hpp"

namespace anyplot::agents::formula::detail {

enum class opcode : std::uint8_t {
    constant,    // push value
    load,        // push vars[arg] (range variables, then outputs, in slot order)
    definition,  // parser only: the definition with index arg, folded or turned into load later
    pending,     // parser only: a name not known yet (arg indexes parsed::pending)
    neg, add, sub, mul, div, mod, pow,
    lt, le, gt, ge, eq, ne,
    where,       // cond a b -> a if cond != 0, b if cond == 0, NaN if cond is NaN
    min, max,    // arg = argument count (>= 2)
    sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh,
    exp, log, log10, log2, sqrt, cbrt, abs, floor, ceil, round, hypot, erf, gamma,
};

struct instr {
    opcode code = opcode::constant;
    std::uint32_t arg = 0;
    std::uint32_t position = 0;  // of the token that produced it, for errors found after parsing
    double value = 0;
};

// Arity and stack effect of one function-like operator.
struct function_info {
    std::string_view name;
    opcode code;
    std::size_t min_args;
    std::size_t max_args;
};

// nullptr when `name` is not a function.
[[nodiscard]] const function_info* find_function(std::string_view name) noexcept;
// True and sets `value` when `name` is a constant (pi, e, tau; the lexer turns π into pi).
[[nodiscard]] bool find_constant(std::string_view name, double& value) noexcept;

struct range {
    std::string name;
    double start = 0;
    double step = 0;
    double last = 0;  // the exact last point: `to` for the n form, start + (count-1)*step otherwise
    std::size_t count = 0;
    [[nodiscard]] double point(std::size_t i) const noexcept {
        return i + 1 == count ? last : start + static_cast<double>(i) * step;
    }
};

struct output {
    std::string name;
    std::vector<instr> code;  // only constant, load and operators remain
};

struct compiled {
    std::vector<range> ranges;    // 1 or 2; the first is the outer loop of a grid
    std::vector<output> outputs;  // slot of output k is ranges.size() + k
    std::size_t max_stack = 1;    // the deepest any output's code goes
    std::size_t points = 0;       // product of the range counts
};

// Runs resolved postfix code; `stack` holds at least the code's max stack depth.
[[nodiscard]] double run(const std::vector<instr>& code, const double* vars,
                         double* stack) noexcept;

}  // namespace anyplot::agents::formula::detail

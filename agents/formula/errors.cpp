// The fixed error phrases and the one-line message built from code, position and phrase only.
#include <array>
#include <string>

#include "agents/formula/formula.hpp"
#include "agents/formula/reasons.hpp"

namespace anyplot::agents::formula {
namespace detail {
namespace {

struct entry {
    formula_errc code;
    std::string_view phrase;
};

constexpr auto syn = formula_errc::syntax;
constexpr auto dom = formula_errc::domain;

// Indexed by `why`; the static_assert below keeps the two in step.
constexpr std::array table{
    entry{syn, "empty formula"},
    entry{syn, "invalid UTF-8"},
    entry{syn, "unsupported character"},
    entry{syn, "name longer than 32 characters"},
    entry{syn, "malformed number"},
    entry{syn, "number out of range"},
    entry{syn, "expected a value"},
    entry{syn, "expected ')'"},
    entry{syn, "expected ']'"},
    entry{syn, "expected '['"},
    entry{syn, "expected ','"},
    entry{syn, "expected 'to'"},
    entry{syn, "expected a name"},
    entry{syn, "expected '=', 'from' or 'in'"},
    entry{syn, "expected a separator"},
    entry{syn, "unmatched bracket"},
    entry{syn, "missing operator"},
    entry{syn, "comparisons cannot be chained"},
    entry{syn, "nested too deeply"},
    entry{syn, "unknown function"},
    entry{syn, "not a function"},
    entry{syn, "function needs '('"},
    entry{syn, "wrong number of arguments"},
    entry{syn, "unknown name"},
    entry{syn, "name used before its definition"},
    entry{syn, "name is a function or constant"},
    entry{syn, "name defined twice"},
    entry{syn, "range bound depends on a range variable"},
    entry{syn, "too many ranges"},
    entry{syn, "too many definitions"},
    entry{syn, "too many outputs"},
    entry{syn, "too many parameters"},
    entry{syn, "no range given"},
    entry{syn, "no formula given"},
    entry{syn, "both step and n given"},
    entry{syn, "n given twice"},
    entry{syn, "n must follow its range"},
    entry{dom, "range bound is not finite"},
    entry{dom, "range bounds are equal"},
    entry{dom, "range is too wide"},
    entry{dom, "step is not finite"},
    entry{dom, "step is zero"},
    entry{dom, "step has the wrong sign"},
    entry{dom, "step is larger than the range"},
    entry{dom, "n is not a whole number"},
    entry{dom, "n is less than 2"},
    entry{dom, "too many points"},
    entry{formula_errc::too_long, "formula longer than 2000 characters"},
};
static_assert(table.size() == static_cast<std::size_t>(why::too_long) + 1);

constexpr auto phrases = [] {
    std::array<std::string_view, table.size()> out{};
    for (std::size_t i = 0; i < table.size(); ++i) out[i] = table[i].phrase;
    return out;
}();

}  // namespace

formula_error error_at(why w, std::size_t position) noexcept {
    const auto& e = table[static_cast<std::size_t>(w)];
    return formula_error{e.code, position, e.phrase};
}

std::span<const std::string_view> all_reasons() noexcept { return phrases; }

}  // namespace detail

std::string_view code_name(formula_errc c) noexcept {
    switch (c) {
    case formula_errc::syntax: return "formula_syntax";
    case formula_errc::domain: return "formula_domain";
    case formula_errc::too_long: return "too_long";
    }
    return "formula_syntax";
}

std::string message(const formula_error& e) {
    std::string out(code_name(e.code));
    if (e.position != 0) {
        out += " at ";
        out += std::to_string(e.position);
    }
    out += ": ";
    out += e.reason;
    return out;
}

}  // namespace anyplot::agents::formula

// Fuzz target for the formula language: every input either parses and evaluates into equal-length
// columns within the point limit, or is refused with a short message made of a code, a number and
// one of the fixed phrases (so it cannot echo input bytes). The recognizer and generate() must
// agree with parse().
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "agents/formula/formula.hpp"
#include "agents/formula/reasons.hpp"

namespace {

using namespace anyplot::agents::formula;

[[nodiscard]] std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
    return n;
}

void check_error(const formula_error& e, std::string_view text) {
    bool fixed = false;
    for (const auto phrase : detail::all_reasons()) fixed = fixed || phrase == e.reason;
    if (!fixed) __builtin_trap();
    const std::string m = message(e);
    if (m.size() > 120) __builtin_trap();
    // Rebuilt from its parts, the message must be exactly code, position and phrase.
    std::string expected(code_name(e.code));
    if (e.position != 0) expected += " at " + std::to_string(e.position);
    expected += ": ";
    expected += e.reason;
    if (m != expected) __builtin_trap();
    if (e.position > code_points(text) + 1) __builtin_trap();
    const bool long_text = code_points(text) > max_formula_chars;
    if ((e.code == formula_errc::too_long) != long_text) __builtin_trap();
}

void check_columns(const columns& c) {
    if (c.names.size() != c.values.size() || c.values.size() < 2) __builtin_trap();
    const std::size_t rows = c.values[0].size();
    if (rows < 2 || rows > max_points) __builtin_trap();
    std::size_t missing = 0;
    for (std::size_t k = 0; k < c.values.size(); ++k) {
        if (c.values[k].size() != rows) __builtin_trap();
        for (const double v : c.values[k]) {
            if (std::isinf(v)) __builtin_trap();  // non-finite cells are stored as NaN
            if (std::isnan(v)) ++missing;
        }
    }
    if (missing != c.non_finite) __builtin_trap();  // range columns are always finite
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto p = parse(text);
    if (is_formula(text) != p.ok()) __builtin_trap();
    if (!p) {
        check_error(p.error(), text);
        if (generate(text).ok()) __builtin_trap();
        return 0;
    }
    const auto c = evaluate(*p);
    if (!c) __builtin_trap();  // parse() finds every error
    check_columns(*c);
    return 0;
}

// The classifier and the paste parser stay linear on adversarial text: the classic inputs that
// make backtracking matchers and naive scanners quadratic, at 25 KiB and at 200 KiB (the paste
// cap). Linear code takes ~8x as long for 8x the input, quadratic ~64x; the check allows 32x and
// takes the fastest of several runs, so a busy machine does not fail it (no absolute time).
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <functional>
#include <string>

#include "agents/data/classify.hpp"
#include "agents/data/parse.hpp"
#include "wire/limits.hpp"

using namespace anyplot::agents::data;

namespace {

std::string repeat(const std::string& unit, std::size_t bytes) {
    std::string out;
    out.reserve(bytes + unit.size());
    while (out.size() + unit.size() <= bytes) out += unit;
    return out;
}

double fastest_ms(const std::string& text) {
    double best = 1e300;
    for (int i = 0; i < 9; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const auto kind = classify_paste(text);
        if (kind == paste_kind::table) (void)parse_table(text);
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

}  // namespace

TEST_CASE("classifier and parser are linear on catastrophic-backtracking inputs", "[data][classify][linear]") {
    const std::size_t big = anyplot::wire::max_csv_bytes - 64, small = big / 8;
    const std::vector<std::pair<const char*, std::string>> units{
        {"one letter", "a"},
        {"open parentheses", "("},
        {"equals signs", "="},
        {"assignments on one line", "x = "},
        {"code markers on one line", "np."},
        {"a call nested in itself", "f("},
        {"quotes", "\""},
        {"quote comma", "\","},
        {"delimiters", ",;\t|"},
        {"newlines", "\n"},
        {"short code lines", "x <- 1\n"},
        {"short formula lines", "y = x^2\n"},
        {"almost a number", "1.2.3,"},
        {"spaces then a letter", "          a\n"},
        {"nested brackets", "[{"},
    };
    for (const auto& [name, unit] : units) {
        INFO(name);
        const std::string a = repeat(unit, small), b = repeat(unit, big);
        (void)fastest_ms(a);  // warm the caches and the allocator
        const double ta = std::max(fastest_ms(a), 0.02), tb = fastest_ms(b);
        INFO("25 KiB " << ta << " ms, 200 KiB " << tb << " ms");
        CHECK(tb / ta < 32.0);
    }
}

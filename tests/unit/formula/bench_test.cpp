// A measurement, not a test: hidden ([.bench]) and never asserting a time. Run with
//   build/release/tests/unit/formula/formula_tests "[.bench]"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "tests/unit/formula/support.hpp"

using namespace anyplot::agents::formula;

TEST_CASE("formula bench: 20000 points of a damped sine", "[.bench]") {
    constexpr const char* text = "y = sin(x) * exp(-x / 10) for x from 0 to 20 with n = 20000";
    std::vector<double> micros;
    std::size_t rows = 0;
    for (int i = 0; i < 50; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const auto c = generate(text);
        const auto stop = std::chrono::steady_clock::now();
        REQUIRE(c.ok());
        rows = c->values[0].size();
        micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    }
    std::sort(micros.begin(), micros.end());
    std::printf("generate(%zu points): median %.1f us, min %.1f us, max %.1f us over 50 runs\n",
                rows, micros[micros.size() / 2], micros.front(), micros.back());
    CHECK(rows == 20000);
}

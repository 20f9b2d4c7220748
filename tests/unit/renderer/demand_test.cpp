// Sizing the standby pool: the arrival rate over a window, the target between floor and ceiling
// within the memory budget, and when a child rehearses.
#include "renderer/zygote/demand.hpp"

#include <catch2/catch.hpp>

using namespace anyplot::renderer;
using namespace std::chrono_literals;
using clock_type = std::chrono::steady_clock;

TEST_CASE("arrival rate: counts the window asked for, forgets what is older than it keeps", "[demand]") {
    arrival_rate rate(30s);
    const auto t0 = clock_type::time_point{} + 100s;
    CHECK(rate.per_second(t0, 2s) == 0);
    for (int i = 0; i < 20; ++i) rate.note(t0 + i * 100ms);  // 10 a second for 2 s
    const auto now = t0 + 2s;
    CHECK(rate.per_second(now, 2s) == Approx(10));
    CHECK(rate.per_second(now, 1s) == Approx(10));   // the last second alone
    CHECK(rate.per_second(now, 30s) == Approx(20.0 / 30));
    // A window longer than what is kept is cut to it.
    CHECK(rate.per_second(now, 60s) == Approx(20.0 / 30));
    // 40 s later nothing is left of the burst.
    rate.note(now + 40s);
    CHECK(rate.per_second(now + 40s, 30s) == Approx(1.0 / 30));
}

TEST_CASE("standby target: idle keeps the floor, demand grows it, the ceiling and the budget cap it", "[demand]") {
    demand_settings s;
    s.floor = 2;
    s.ceiling = 8;
    s.memory_budget_bytes = 64ull << 20;
    CHECK(standby_target(s, 0, 0.05, 0) == 2);       // idle
    CHECK(standby_target(s, 3, 0.05, 0) == 2);       // 0.15 consumed per preparation: twice, +1 → 2
    CHECK(standby_target(s, 40, 0.05, 0) == 5);      // 2 per preparation: 4 + 1
    CHECK(standby_target(s, 100, 0.05, 0) == 8);     // 11 wanted, the ceiling holds
    CHECK(standby_target(s, 100, 0.05, 16ull << 20) == 4);  // 64 MB affords four of 16 MB
    CHECK(standby_target(s, 100, 0.05, 48ull << 20) == 2);  // the floor wins over the budget
    s.ceiling = 1;  // a ceiling under the floor is the floor
    CHECK(standby_target(s, 100, 0.05, 0) == 2);
}

TEST_CASE("a child rehearses only while arrivals are few and nobody waits", "[demand]") {
    demand_settings s;
    s.rehearse_below_per_s = 20;
    CHECK(should_rehearse(s, 0, 0));
    CHECK(should_rehearse(s, 19.5, 0));
    CHECK_FALSE(should_rehearse(s, 20, 0));
    CHECK_FALSE(should_rehearse(s, 0, 1));
}

// One clean caller's validation latency while 16 hostile threads hammer the same validator (the
// production pool of 2 helpers), side by side with the same caller idle. Ratios measured in one
// run; nothing is asserted. Rows:
//   * idle: the clean caller alone;
//   * deep nesting (170-199 nested lists/calls, once helper_crashed plus a respawn per request),
//     16 threads of one person, then of 16 people;
//   * inputs that still crash a helper (tests/data/validate/helpers/marker_helper.py dies on
//     "#crash": none is known for the real helper), 16 threads of one person, with the per-caller
//     bound (caller_budget.hpp) and without it (max_failures and max_in_flight unbounded).
// Run: build/<preset>/tests/bench/validate/bench_validate_contention [clean requests]
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "agents/validate/validator.hpp"
#include "tests/support/corpus_files.hpp"

using namespace anyplot::agents::validate;
using clock_type = std::chrono::steady_clock;

namespace {

constexpr int k_hostile_threads = 16;
// A realistic snippet of the harmless corpus (set in main).
std::string k_clean;

struct percentiles {
    double p50 = 0;
    double p99 = 0;
};

percentiles summarize(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))]; };
    return {at(0.50), at(0.99)};
}

std::string nested(int n, bool calls) {
    std::string s = "import pandas as pd\ndf = pd.DataFrame()\nx = ";
    for (int i = 0; i < n; ++i) s += calls ? "f(" : "[";
    s += "1";
    for (int i = 0; i < n; ++i) s += calls ? ")" : "]";
    return s + "\n";
}

struct row {
    percentiles clean;
    long hostile_requests = 0;
    long hostile_errors = 0;
    std::size_t helpers_started = 0;
};

// `hostile(i, k)` is thread i's k-th snippet; `person(i)` its caller id.
template <typename Hostile, typename Person>
row measure(validator& v, int clean_requests, Hostile hostile, Person person) {
    std::atomic<bool> stop{false};
    std::atomic<long> requests{0};
    std::atomic<long> errors{0};
    const auto started_before = v.pool().stats().started;
    std::vector<std::thread> threads;
    for (int i = 0; i < k_hostile_threads; ++i) {
        threads.emplace_back([&, i] {
            for (int k = 0; !stop.load(); ++k) {
                auto r = v.validate_data_code(hostile(i, k), person(i));
                ++requests;
                if (!r) ++errors;
            }
        });
    }
    std::vector<double> ms;
    if (k_hostile_threads > 0) std::this_thread::sleep_for(std::chrono::milliseconds(200));  // load reaches steady state
    for (int i = 0; i < clean_requests; ++i) {
        const auto t0 = clock_type::now();
        auto r = v.validate_data_code(k_clean, "alice");
        const auto t1 = clock_type::now();
        if (!r || !r->clean()) std::fputs("the clean snippet was not judged clean\n", stderr);
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    stop = true;
    for (auto& t : threads) t.join();
    return {summarize(ms), requests.load(), errors.load(), v.pool().stats().started - started_before};
}

percentiles idle(validator& v, int clean_requests) {
    std::vector<double> ms;
    for (int i = 0; i < clean_requests; ++i) {
        const auto t0 = clock_type::now();
        auto r = v.validate_data_code(k_clean, "alice");
        ms.push_back(std::chrono::duration<double, std::milli>(clock_type::now() - t0).count());
        if (!r) return {};
    }
    return summarize(ms);
}

void print(const char* what, percentiles base, const row& r) {
    std::printf("| %-58s | %6.2f / %7.2f ms | %6.1fx / %6.1fx | %7ld (%ld not judged) | %4zu |\n", what, r.clean.p50,
                r.clean.p99, r.clean.p50 / base.p50, r.clean.p99 / base.p99, r.hostile_requests, r.hostile_errors,
                r.helpers_started);
}

}  // namespace

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::max(50, std::atoi(argv[1])) : 300;
    k_clean = anyplot::test::read_whole(std::string(ANYPLOT_SOURCE_DIR) +
                                        "/tests/data/validate/harmless/001_lorenz_solve_ivp.py");
    validator real{};
    if (real.pool().warm_up() == 0) {
        std::fputs("parse helper unavailable\n", stderr);
        return 1;
    }
    (void)idle(real, 20);
    const percentiles base = idle(real, n);
    std::printf("clean caller idle: p50 %.2f ms, p99 %.2f ms (%d requests, pool of %zu helpers)\n", base.p50, base.p99,
                n, real.pool().options().size);
    std::printf("| 16 hostile threads | clean p50 / p99 | vs idle p50 / p99 | hostile requests | helpers started |\n");
    std::printf("|---|---|---|---|---|\n");
    const auto deep = [](int i, int k) { return nested(170 + (i + k) % 30, (i + k) % 2 == 0); };
    print("deep nesting 170-199, one person", base, measure(real, n, deep, [](int) { return std::string("mallory"); }));
    print("deep nesting 170-199, 16 people", base,
          measure(real, n, deep, [](int i) { return "mallory-" + std::to_string(i); }));

    helper_options marker;
    marker.script = std::string(ANYPLOT_SOURCE_DIR) + "/tests/data/validate/helpers/marker_helper.py";
    const auto crash = [](int, int) { return std::string("#crash\nimport pandas as pd\ndf = pd.DataFrame()\n"); };
    const auto one = [](int) { return std::string("mallory"); };
    {
        validator bounded(marker);
        (void)bounded.pool().warm_up();
        const percentiles b = idle(bounded, n);
        print("crashing inputs, one person, per-caller bound", b, measure(bounded, n, crash, one));
    }
    {
        caller_budget_options unbounded;
        unbounded.max_failures = 1'000'000'000;
        unbounded.max_in_flight = 1'000'000;
        validator open(marker, unbounded);
        (void)open.pool().warm_up();
        const percentiles b = idle(open, n);
        print("crashing inputs, one person, no per-caller bound", b, measure(open, n, crash, one));
    }
    return 0;
}

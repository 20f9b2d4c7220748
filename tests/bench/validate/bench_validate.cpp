// p50/p99 of validating a 6,000-character snippet: the whole path (text checks, the helper round
// trip with CPython's parse and the JSON encode, the simdjson decode, the rules) side by side with
// the rules alone on the already-decoded tree; then the corpora's rates: the share of realistic,
// harmless snippets refused (tests/data/validate/harmless) and of attack snippets let through
// (tests/data/validate/hostile). Run: build/<preset>/tests/bench/validate/bench_validate
#include <algorithm>
#include <cstdlib>
#include <chrono>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "agents/validate/rules.hpp"
#include "agents/validate/validator.hpp"
#include "tests/support/corpus_files.hpp"

using namespace anyplot::agents::validate;

namespace {

struct percentiles {
    double p50;
    double p99;
};

// {files, clean} of one corpus folder.
std::pair<int, int> corpus_rates(validator& v, const char* folder) {
    int files = 0, clean = 0;
    for (const auto& p : anyplot::test::validate_corpus(folder)) {
        auto r = v.validate_data_code(anyplot::test::fill_placeholders(anyplot::test::read_whole(p)));
        ++files;
        if (r && r->clean()) ++clean;
    }
    return {files, clean};
}

percentiles summarize(std::vector<double> us) {
    std::sort(us.begin(), us.end());
    const auto at = [&](double q) { return us[static_cast<std::size_t>(q * static_cast<double>(us.size() - 1))]; };
    return {at(0.50), at(0.99)};
}

}  // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::max(10, std::atoi(argv[1])) : 300;
    const std::string code = anyplot::test::read_whole(std::string(ANYPLOT_SOURCE_DIR) + "/tests/data/validate/bench_6000.py");
    if (code.empty()) {
        std::fputs("bench_6000.py not found\n", stderr);
        return 2;
    }
    helper_options options;
    options.size = 1;
    options.max_requests = 1'000'000;  // measure the warm path, not restarts
    validator v(options);
    if (v.pool().warm_up() == 0) {
        std::fputs("parse helper unavailable\n", stderr);
        return 1;
    }
    auto first = v.validate_data_code(code);
    if (!first || !first->clean()) {
        std::fputs("the benchmark snippet must validate clean\n", stderr);
        return 1;
    }
    std::vector<double> full;
    for (int i = 0; i < rounds + 20; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        auto r = v.validate_data_code(code);
        const auto t1 = std::chrono::steady_clock::now();
        if (!r) return 1;
        if (i >= 20) full.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    auto answer = v.pool().parse(code);
    if (!answer) return 1;
    const node& root = std::get<parsed_tree>(*answer).root;
    std::vector<double> rules;
    std::size_t sink = 0;
    for (int i = 0; i < rounds + 20; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        sink += check_data_profile(root).size();
        const auto t1 = std::chrono::steady_clock::now();
        if (i >= 20) rules.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    const auto f = summarize(full);
    const auto r = summarize(rules);
    std::printf("snippet: %zu characters, %d rounds\n", code.size(), rounds);
    std::printf("%-38s %10s %10s\n", "", "p50 (ms)", "p99 (ms)");
    std::printf("%-38s %10.3f %10.3f\n", "full validation (helper round trip)", f.p50 / 1000, f.p99 / 1000);
    std::printf("%-38s %10.3f %10.3f\n", "rules alone (decoded tree)", r.p50 / 1000, r.p99 / 1000);
    const auto [harmless, harmless_clean] = corpus_rates(v, "harmless");
    const auto [hostile, hostile_clean] = corpus_rates(v, "hostile");
    std::printf("false refusals: %d of %d harmless snippets (%.1f %%)\n", harmless - harmless_clean, harmless,
                harmless > 0 ? 100.0 * (harmless - harmless_clean) / harmless : 0.0);
    std::printf("bypasses:       %d of %d hostile snippets (%.1f %%)\n", hostile_clean, hostile,
                hostile > 0 ? 100.0 * hostile_clean / hostile : 0.0);
    return sink == 0 ? 0 : 1;
}

// The offline model's own time per turn (issue 25: ≤ 1 ms p50), in process, over the phrasing
// tables (tests/data/offline/phrasings.json, 653 natural requests in 11 languages): the model's
// complete() for each request — catalogue matching, the request's numbers read and written into
// the code, the formula forms — and, side by side in the same run, the catalogue match alone, so
// the ratio shows what the parameters and the formula forms add.
// Usage: bench_offline [rounds]   (default 5)
#include "agents/models/catalogue.hpp"
#include "agents/models/offline.hpp"
#include "agents/models/parameters.hpp"
#include "agents/texts/texts.hpp"
#include "tests/bench/renderer_probe.hpp"

#include "common/spawn.hpp"

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace models = anyplot::agents::models;
namespace texts = anyplot::agents::texts;
using clock_type = std::chrono::steady_clock;

namespace {

// One request through the model's complete(); counts the answers that call a tool.
boost::asio::awaitable<void> one_turn(models::offline_model* model, models::chat_request request,
                                      std::shared_ptr<anyplot::common::one_shot_signal> cancel, int* calls) {
    auto reply = co_await model->complete(std::move(request), std::move(cancel));
    if (reply && !reply->calls.empty()) ++*calls;
}

}  // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const std::filesystem::path source(ANYPLOT_SOURCE_DIR);
    std::string error;
    std::vector<std::string> codes{"out_of_scope", "attack", "needs_data", "needs_model", "rate_limited",
                                   "daily_limit",  "session_closed", "locked", "budget"};
    auto words = texts::texts::load(source / "agents" / "texts", codes, error);
    auto catalogue = models::catalogue::load(source / "agents" / "models" / "offline", error);
    if (!words || !catalogue) {
        std::fprintf(stderr, "bench_offline: %s\n", error.c_str());
        return 1;
    }
    std::ifstream in(source / "tests" / "data" / "offline" / "phrasings.json");
    const auto rows = nlohmann::json::parse(in);
    models::offline_model model(&*catalogue, &*words);
    boost::asio::io_context ioc;
    std::vector<double> turn_us, match_us;
    int calls = 0;
    for (int round = 0; round < rounds; ++round) {
        for (const auto& row : rows) {
            const std::string text = row["text"];
            auto t0 = clock_type::now();
            const auto* entry = catalogue->match(text);
            match_us.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - t0).count());
            (void)entry;
            models::chat_request request;
            request.messages.push_back({models::role::user, text, {}, {}});
            request.language = row["lang"];
            auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
            t0 = clock_type::now();
            anyplot::common::spawn(ioc.get_executor(), one_turn(&model, std::move(request), cancel, &calls),
                                   "bench_offline_turn");
            ioc.run();
            ioc.restart();
            turn_us.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - t0).count());
        }
    }
    std::printf("offline model, %zu requests x %d rounds (%d calls a tool)\n", rows.size(), rounds, calls);
    std::printf("%-52s p50 %8.1f us   p99 %8.1f us\n", "the model's complete() per request (own time)",
                anyplot::bench::percentile(turn_us, 0.5), anyplot::bench::percentile(turn_us, 0.99));
    std::printf("%-52s p50 %8.1f us   p99 %8.1f us\n", "the catalogue match alone",
                anyplot::bench::percentile(match_us, 0.5), anyplot::bench::percentile(match_us, 0.99));
    std::printf("complete() / match, p50: %.1fx; the target is <= 1000 us p50\n",
                anyplot::bench::percentile(turn_us, 0.5) / anyplot::bench::percentile(match_us, 0.5));
    return 0;
}

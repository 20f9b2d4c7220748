// Warm vs cold: POST /run-data with the 2-row smoke snippet through HTTP against two daemons
// started side by side, one with warm interpreters (the zygote's standby children) and one
// with RENDERER_WARM=0 (an interpreter per run), interleaved so machine noise hits both alike.
// Both run every kernel layer. Also prints the memory of the zygote and of one standby child
// (PSS and private dirty pages from /proc/<pid>/smaps_rollup): the marginal cost of a standby.
// Usage: bench_warm [runs]   (default 200)
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

using clock_type = std::chrono::steady_clock;

namespace {

using anyplot::bench::percentile;

double ms_since(clock_type::time_point t) {
    return std::chrono::duration<double, std::milli>(clock_type::now() - t).count();
}

// The zygote and its standby children: the marginal cost of a standby is its private part.
void print_memory(pid_t daemon) {
    const pid_t zygote = anyplot::test::find_zygote(daemon);
    const auto standby = anyplot::bench::children_of(zygote);
    if (zygote < 0 || standby.empty()) {
        std::printf("memory: zygote or standby child not found\n");
        return;
    }
    auto z = anyplot::bench::rollup(zygote);
    std::printf("%-44s Rss %7ld kB   Pss %7ld kB   Private_Dirty %7ld kB\n", "zygote", z["Rss"], z["Pss"],
                z["Private_Dirty"]);
    for (const pid_t s : standby) {
        auto m = anyplot::bench::rollup(s);
        std::printf("%-44s Rss %7ld kB   Pss %7ld kB   Private_Dirty %7ld kB\n", "standby child (ready)", m["Rss"],
                    m["Pss"], m["Private_Dirty"]);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 200;
    const std::string token = "bench-token-0123456789abcdef";
    const std::string base = "/tmp/anyplot-bench-warm-" + std::to_string(::getpid());
    auto start = [&](const char* warm, const std::string& root) {
        return anyplot::test::daemon_process(
            anyplot::test::binary("renderer/anyplot-renderer"), {},
            {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}, {"RENDERER_WARM", warm},
             {"RENDERER_RUN_ROOT", root}, {"RENDERER_MIN_AVAILABLE_MB", "64"}, {"PATH", "/usr/bin:/bin"}});
    };
    auto warm = start("1", base + "/warm");
    auto cold = start("0", base + "/cold");
    if (!warm.wait_listening() || !cold.wait_listening()) {
        std::fprintf(stderr, "renderer did not start\n");
        return 1;
    }
    const std::string source = R"(import pandas as pd\ndf = pd.DataFrame({\"x\": [1, 2], \"y\": [3, 4]})\n)";
    const auto wait_ready = [&] {
        for (int i = 0; i < 600; ++i) {
            const auto s = anyplot::test::http_call(warm.port(), "GET", "/status", {"Authorization: Bearer " + token});
            if (s && s->body.find("\"ready\":0") == std::string::npos) return;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    };
    wait_ready();
    print_memory(warm.pid());
    std::vector<double> warm_ms, cold_ms;
    for (int i = 0; i < runs; ++i) {
        for (auto* d : {&warm, &cold}) {
            const std::string body = "{\"job_id\":\"bench-" + std::to_string(i) + "\",\"source\":\"" + source +
                                     "\",\"timeout_s\":30}";
            if (d == &warm) wait_ready();  // measure a warm run, not the refill
            const auto t = clock_type::now();
            const auto r =
                anyplot::test::http_call(d->port(), "POST", "/run-data", {"Authorization: Bearer " + token}, body);
            const double ms = ms_since(t);
            if (!r || r->status != 200 || r->body.find("\"exit_code\":0") == std::string::npos) {
                std::fprintf(stderr, "run %d failed: %d %s\n", i, r ? r->status : 0, r ? r->body.c_str() : "");
                return 1;
            }
            (d == &warm ? warm_ms : cold_ms).push_back(ms);
        }
    }
    const int served_warm = anyplot::bench::count_of(warm.log(), "\"warm\":true");
    const double wp50 = percentile(warm_ms, 0.5), wp99 = percentile(warm_ms, 0.99);
    const double cp50 = percentile(cold_ms, 0.5), cp99 = percentile(cold_ms, 0.99);
    std::printf("runs: %d each, interleaved; %d of the warm daemon's runs were served by a standby child\n", runs,
                served_warm);
    std::printf("%-44s p50 %8.1f ms   p99 %8.1f ms\n", "POST /run-data, warm (standby child)", wp50, wp99);
    std::printf("%-44s p50 %8.1f ms   p99 %8.1f ms\n", "POST /run-data, cold (RENDERER_WARM=0)", cp50, cp99);
    std::printf("cold / warm: p50 %.1fx   p99 %.1fx\n", cp50 / wp50, cp99 / wp99);
    for (auto* d : {&warm, &cold}) {
        d->signal(SIGTERM);
        d->wait_exit();
    }
    std::error_code ignored;
    std::filesystem::remove_all(base, ignored);
    return 0;
}

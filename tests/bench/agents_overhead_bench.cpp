// The agents service's own cost per run_data_code call: the same 2-row snippet through
// POST /v1/sessions/{sid}/data-code and straight to the renderer's POST /run-data, interleaved.
// The difference of two cold runs is mostly the renderer's noise, so the agents' own time is
// also read per call from its log line {"event":"data_code","own_ms"} (everything but the
// backend call: validation, daily count, slot, parse, guard, store).
// Usage: bench_agents_overhead [runs]   (default 30)
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <algorithm>
#include <cstdlib>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

using clock_type = std::chrono::steady_clock;

namespace {

double ms_since(clock_type::time_point t) { return std::chrono::duration<double, std::milli>(clock_type::now() - t).count(); }

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 30;
    const std::string token = "bench-token-0123456789abcdef";
    const auto dir = std::filesystem::temp_directory_path() / "anyplot-bench-agents";
    std::filesystem::remove_all(dir);
    anyplot::test::daemon_process renderer(anyplot::test::binary("renderer/anyplot-renderer"), {},
                                           {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}});
    const auto raddr = renderer.wait_listening();
    if (!raddr) return 1;
    anyplot::test::daemon_process agents(
        anyplot::test::binary("agents/anyplot-agents"), {},
        {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token}, {"AGENT_RENDER_URL", "http://" + *raddr},
         {"AGENT_RENDER_TOKEN", token}, {"AGENT_DATA_DIR", dir.string()}, {"AGENT_DAILY_DATA_RUNS", "100000"}, {"AGENT_USER_SESSIONS_PER_HOUR", "1000000"},
         {"AGENT_USER_SESSIONS_PER_DAY", "1000000"}, {"AGENT_USER_RUNS", "256"}, {"AGENT_USER_QUEUED", "100000"}});
    if (!agents.wait_listening()) return 1;
    const std::string auth = "Authorization: Bearer " + token;
    const auto session = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions", {auth, "X-Anyplot-User: bench"});
    if (!session || session->status != 201) return 1;
    const std::string sid = session->body.substr(session->body.find(':') + 2, 32);
    const std::string code = R"(import pandas as pd\ndf = pd.DataFrame({\"x\": [1, 2], \"y\": [3, 4]})\n)";
    std::vector<double> via_agents, direct, overhead;
    for (int i = 0; i < runs; ++i) {
        auto t = clock_type::now();
        const auto a = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions/" + sid + "/data-code",
                                                {auth, "X-Anyplot-User: bench"},
                                                "{\"code\":\"" + code + "\",\"source_language\":\"python\"}");
        const double a_ms = ms_since(t);
        t = clock_type::now();
        const auto d = anyplot::test::http_call(renderer.port(), "POST", "/run-data", {auth},
                                                "{\"job_id\":\"direct-" + std::to_string(i) + "\",\"source\":\"" + code +
                                                    "\",\"timeout_s\":30}");
        const double d_ms = ms_since(t);
        if (!a || a->status != 200 || !d || d->status != 200) {
            std::fprintf(stderr, "run %d failed\n", i);
            return 1;
        }
        via_agents.push_back(a_ms);
        direct.push_back(d_ms);
        overhead.push_back(a_ms - d_ms);
    }
    std::printf("runs: %d each, interleaved\n", runs);
    std::printf("%-40s p50 %8.1f ms   p99 %8.1f ms\n", "agents data-code (incl. renderer)", percentile(via_agents, 0.5),
                percentile(via_agents, 0.99));
    std::printf("%-40s p50 %8.1f ms   p99 %8.1f ms\n", "renderer /run-data directly", percentile(direct, 0.5),
                percentile(direct, 0.99));
    std::printf("%-40s p50 %8.1f ms   p99 %8.1f ms\n", "agents' own overhead (difference)", percentile(overhead, 0.5),
                percentile(overhead, 0.99));
    std::vector<double> own;
    const std::string log = agents.log();
    for (std::size_t at = log.find("\"own_ms\":"); at != std::string::npos; at = log.find("\"own_ms\":", at + 1)) {
        own.push_back(std::atof(log.c_str() + at + 9));
    }
    if (!own.empty()) {
        std::printf("%-40s p50 %8.1f ms   p99 %8.1f ms   (%zu calls, from its log)\n", "agents' own time per call",
                    percentile(own, 0.5), percentile(own, 0.99), own.size());
    }
    std::filesystem::remove_all(dir);
    return 0;
}

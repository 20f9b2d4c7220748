// POST /run-data with the 2-row smoke snippet through HTTP (the cold path: one interpreter per
// run), measured side by side with the floor it cannot beat, a bare
// `/usr/bin/python3 -I -c "import numpy, pandas"`, interleaved so machine noise hits both alike.
// Usage: bench_run_data [runs]   (default 30)
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using clock_type = std::chrono::steady_clock;

namespace {

double ms_since(clock_type::time_point t) {
    return std::chrono::duration<double, std::milli>(clock_type::now() - t).count();
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

double import_numpy_pandas() {
    const auto t = clock_type::now();
    pid_t pid = -1;
    std::vector<std::string> args = {"/usr/bin/python3", "-I", "-c", "import numpy, pandas"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    char env0[] = "OPENBLAS_NUM_THREADS=1";
    char* envp[] = {env0, nullptr};
    if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv.data(), envp) != 0) return -1;
    int status = 0;
    waitpid(pid, &status, 0);
    return ms_since(t);
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 30;
    const std::string token = "bench-token-0123456789abcdef";
    anyplot::test::daemon_process d(anyplot::test::binary("renderer/anyplot-renderer"), {},
                                    {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}});
    if (!d.wait_listening()) {
        std::fprintf(stderr, "renderer did not start\n%s", d.log().c_str());
        return 1;
    }
    const std::string source =
        R"(import pandas as pd\ndf = pd.DataFrame({\"x\": [1, 2], \"y\": [3, 4]})\n)";
    std::vector<double> http_ms, import_ms;
    for (int i = 0; i < runs; ++i) {
        const std::string body = "{\"job_id\":\"bench-" + std::to_string(i) + "\",\"source\":\"" + source +
                                 "\",\"timeout_s\":30}";
        const auto t = clock_type::now();
        const auto r = anyplot::test::http_call(d.port(), "POST", "/run-data", {"Authorization: Bearer " + token}, body);
        const double ms = ms_since(t);
        if (!r || r->status != 200 || r->body.find("\"exit_code\":0") == std::string::npos) {
            std::fprintf(stderr, "run %d failed\n", i);
            return 1;
        }
        http_ms.push_back(ms);
        import_ms.push_back(import_numpy_pandas());
    }
    const double hp50 = percentile(http_ms, 0.5), hp99 = percentile(http_ms, 0.99);
    const double ip50 = percentile(import_ms, 0.5), ip99 = percentile(import_ms, 0.99);
    std::printf("runs: %d each, interleaved\n", runs);
    std::printf("%-44s p50 %8.1f ms   p99 %8.1f ms\n", "POST /run-data, 2-row snippet (cold path)", hp50, hp99);
    std::printf("%-44s p50 %8.1f ms   p99 %8.1f ms\n", "python3 -I -c 'import numpy, pandas'", ip50, ip99);
    std::printf("ratio run-data / bare import: p50 %.2fx   p99 %.2fx\n", hp50 / ip50, hp99 / ip99);
    return 0;
}

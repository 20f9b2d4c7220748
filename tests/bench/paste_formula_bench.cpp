// The paste classifier + parser and the formula language, measured side by side in one run.
//  1. classify_paste + parse_table on ordinary and adversarial pastes at 50 KiB and at 200 KiB
//     (the cap): the time, and the ratio of the two (linear = 4x; the bound is 5x).
//  2. The formula language in process: 20,000 points of a damped sine (parse, evaluate, the table).
//  3. End to end through a real agents service: the formula route against the same computation in
//     numpy on the data-code route (the warm renderer), interleaved, at 5,000 points (the
//     renderer's output cap was 204,800 bytes when this was written; it is now 5 MiB and holds
//     20,000 rows of full-precision doubles too, tests/bench/table_caps_bench.cpp).
// Usage: bench_paste_formula [runs] [--glibc-default]   (default 30; the daemons' allocator policy unless
// --glibc-default, common/memory.hpp)
#include "agents/data/classify.hpp"
#include "agents/data/numeric.hpp"
#include "agents/data/parse.hpp"
#include "agents/formula/formula.hpp"
#include "common/memory.hpp"
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"
#include "wire/limits.hpp"

#include <nlohmann/json.hpp>

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

using clock_type = std::chrono::steady_clock;
using anyplot::bench::percentile;
using json = nlohmann::json;
namespace data = anyplot::agents::data;
namespace formula = anyplot::agents::formula;

namespace {

double ms_since(clock_type::time_point t) { return std::chrono::duration<double, std::milli>(clock_type::now() - t).count(); }

std::string grow(const std::function<std::string(std::size_t)>& row, const std::string& head, std::size_t bytes) {
    std::string out = head;
    for (std::size_t i = 0;; ++i) {
        std::string r = row(i);
        if (out.size() + r.size() > bytes) break;
        out += r;
    }
    return out;
}

double paste_p50(const std::string& text, int runs) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = clock_type::now();
        if (data::classify_paste(text) == data::paste_kind::table) (void)data::parse_table(text);
        t.push_back(ms_since(t0));
    }
    return percentile(t, 0.5);
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(5, std::atoi(argv[1])) : 30;
    const bool daemon_allocator = !(argc > 2 && std::string_view(argv[2]) == "--glibc-default");
    if (daemon_allocator) anyplot::common::keep_freed_memory();  // what the agents daemon runs with
    const std::size_t big = anyplot::wire::max_csv_bytes - 16, quarter = big / 4;

    std::printf("== 1. classifier + parser, p50 of %d runs: 50 KiB, 200 KiB, and their ratio (linear = 4x)%s\n", runs,
                daemon_allocator ? "" : ", glibc's default allocator policy");
    const std::vector<std::pair<const char*, std::function<std::string(std::size_t)>>> pastes{
        {"numbers (CSV, 3 columns)", [](std::size_t n) { return grow([](std::size_t i) { return std::to_string(i) + "," + std::to_string(static_cast<double>(i) * 0.37) + "," + std::to_string(i % 97) + "\n"; }, "t,value,group\n", n); }},
        {"text and dates (semicolons, decimal commas)", [](std::size_t n) { return grow([](std::size_t i) { return "Station " + std::to_string(i % 50) + ";" + std::to_string(1 + i % 28) + ".03.2024;" + std::to_string(i % 40) + ",5\n"; }, "Ort;Datum;Wert\n", n); }},
        // Issue 31's spreadsheet shapes: the recognisers that run only after plain numbers and dates failed.
        {"prices, rates, months ($1,234.50, 12 %, Jan 2024)", [](std::size_t n) { return grow([](std::size_t i) {
            static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
            std::string row = months[i % 12];
            row += ' ';
            row += std::to_string(2000 + i / 12 % 100);
            row += "\t$";
            row += std::to_string(1 + i % 9);
            row += ',';
            row += std::to_string(100 + i % 900);
            row += ".50\t";
            row += std::to_string(i % 100);
            row += " %\n";
            return row; }, "month\tprice\trate\n", n); }},
        {"spaced thousands (1 234 567,5)", [](std::size_t n) { return grow([](std::size_t i) {
            std::string row = "r";
            row += std::to_string(i);
            row += '\t';
            row += std::to_string(1 + i % 9);
            row += ' ';
            row += std::to_string(100 + i % 900);
            row += ' ';
            row += std::to_string(100 + i % 900);
            row += ",5\n";
            return row; }, "k\tv\n", n); }},
        {"JSON records", [](std::size_t n) { std::string s = grow([](std::size_t i) { return "{\"x\": " + std::to_string(i) + ", \"y\": " + std::to_string(i * 2) + "},"; }, "[", n - 2); s.back() = ']'; return s; }},
        {"Python code (refused as code)", [](std::size_t n) { return grow([](std::size_t i) { return "y" + std::to_string(i) + " = np.sin(x) * " + std::to_string(i) + "\n"; }, "import numpy as np\n", n); }},
        {"adversarial: one line of '('", [](std::size_t n) { return std::string(n, '('); }},
        {"adversarial: one line of quotes", [](std::size_t n) { return std::string(n, '"'); }},
        {"adversarial: 'x = ' repeated on one line", [](std::size_t n) { return grow([](std::size_t) { return std::string("x = "); }, "", n); }},
        {"adversarial: 'np.' repeated on one line", [](std::size_t n) { return grow([](std::size_t) { return std::string("np."); }, "", n); }},
        {"adversarial: 'y = x^2' lines", [](std::size_t n) { return grow([](std::size_t) { return std::string("y = x^2\n"); }, "", n); }},
    };
    double worst_ratio = 0;
    for (const auto& [name, make] : pastes) {
        const std::string a = make(quarter), b = make(big);
        (void)paste_p50(a, 3);
        const double ta = paste_p50(a, runs), tb = paste_p50(b, runs);
        worst_ratio = std::max(worst_ratio, tb / ta);
        std::printf("   %-46s %7.3f ms  %7.3f ms   %4.1fx\n", name, ta, tb, tb / ta);
    }
    std::printf("   worst ratio for 4x the input: %.1fx\n", worst_ratio);

    std::printf("== 2. the formula language in process, 20,000 points, p50 of %d runs\n", runs);
    const std::string damped20k = "y = sin(x) * exp(-x / 10) for x from 0 to 1999.9 step 0.1";
    std::vector<double> eval_ms, table_ms;
    for (int i = 0; i < runs; ++i) {
        auto t0 = clock_type::now();
        auto cols = formula::generate(damped20k);
        eval_ms.push_back(ms_since(t0));
        if (!cols || cols->values.front().size() != 20000) return 1;
        t0 = clock_type::now();
        auto t = data::numeric_table(cols->names, cols->values);
        table_ms.push_back(ms_since(t0));
        if (!t) return 1;
    }
    std::printf("   parse + evaluate: %.3f ms; the typed table and its CSV: %.3f ms\n", percentile(eval_ms, 0.5),
                percentile(table_ms, 0.5));

    std::printf("== 3. end to end, the formula route vs numpy on the data-code route (warm renderer), interleaved\n");
    const std::string token = "bench-token-0123456789abcdef";
    const auto dir = std::filesystem::temp_directory_path() / ("anyplot-bench-formula-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    anyplot::test::daemon_process renderer(anyplot::test::binary("renderer/anyplot-renderer"), {},
                                           {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                                            {"RENDERER_RUN_ROOT", (dir / "runs").string()}, {"PATH", "/usr/bin:/bin"}});
    const auto raddr = renderer.wait_listening();
    if (!raddr) return 1;
    anyplot::test::daemon_process agents(
        anyplot::test::binary("agents/anyplot-agents"), {},
        {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token}, {"AGENT_RENDER_URL", "http://" + *raddr},
         {"AGENT_RENDER_TOKEN", token}, {"AGENT_DATA_DIR", (dir / "data").string()}, {"AGENT_DAILY_DATA_RUNS", "100000"}, {"AGENT_USER_SESSIONS_PER_HOUR", "1000000"},
         {"AGENT_USER_SESSIONS_PER_DAY", "1000000"}, {"AGENT_USER_RUNS", "256"}, {"AGENT_USER_QUEUED", "100000"},
         {"AGENT_USER_PASTES_PER_MINUTE", "100000"}});
    if (!agents.wait_listening()) return 1;
    const std::vector<std::string> headers{"Authorization: Bearer " + token, "X-Anyplot-User: bench",
                                           "Content-Type: application/json"};
    const auto session = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions", headers);
    if (!session || session->status != 201) return 1;
    const std::string sid = json::parse(session->body)["session_id"];
    const std::string f5k = "y = sin(x) * exp(-x / 10) for x from 0 to 499.9 step 0.1";
    const std::string numpy5k =
        "import numpy as np\nimport pandas as pd\nx = np.arange(5000) * 0.1\n"
        "df = pd.DataFrame({'x': x, 'y': np.sin(x) * np.exp(-x / 10)})\n";
    const auto post = [&](const std::string& path, const json& body) {
        const auto t0 = clock_type::now();
        const auto r = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions/" + sid + path, headers, body.dump());
        if (r && r->status == 200) return ms_since(t0);
        std::printf("   %s answered %d %s\n", path.c_str(), r ? r->status : 0, r ? r->body.substr(0, 80).c_str() : "");
        return -1.0;
    };
    std::vector<double> via_formula, via_numpy, via_formula_20k;
    (void)post("/data-code", {{"code", numpy5k}, {"source_language", "python"}});  // warm both paths
    (void)post("/formula", {{"formula", f5k}});
    for (int i = 0; i < runs; ++i) {
        const double a = post("/formula", {{"formula", f5k}});
        const double b = post("/data-code", {{"code", numpy5k}, {"source_language", "python"}});
        const double c = post("/formula", {{"formula", damped20k}});
        if (a < 0 || b < 0 || c < 0) {
            std::printf("   a call failed\n");
            return 1;
        }
        via_formula.push_back(a);
        via_numpy.push_back(b);
        via_formula_20k.push_back(c);
    }
    std::printf("   5,000 points, POST .../formula:                    p50 %7.2f ms  p99 %7.2f ms\n",
                percentile(via_formula, 0.5), percentile(via_formula, 0.99));
    std::printf("   5,000 points, numpy via POST .../data-code (warm): p50 %7.2f ms  p99 %7.2f ms\n",
                percentile(via_numpy, 0.5), percentile(via_numpy, 0.99));
    std::printf("   ratio, numpy in the sandbox / the formula language (p50): %.1fx\n",
                percentile(via_numpy, 0.5) / percentile(via_formula, 0.5));
    std::printf("   20,000 points, POST .../formula:                   p50 %7.2f ms  p99 %7.2f ms\n",
                percentile(via_formula_20k, 0.5), percentile(via_formula_20k, 0.99));
    agents.signal(SIGTERM);
    (void)agents.wait_exit();
    renderer.signal(SIGTERM);
    (void)renderer.wait_exit();
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
    return 0;
}

// Load and soak: N users post data-code and read their datasets through a real agents service and
// a real renderer (RENDERER_SLOTS=2) for a set time, on loopback only. Prints throughput, p50/p99
// and every status seen, then checks:
//   - no undocumented 5xx (a 5xx must carry a documented code; 500 never);
//   - every 200 has exactly one stored version, numbered 1..n per session without gaps;
//   - each user's daily count equals the runs made;
//   - both daemons' RSS, open fds, threads, the renderer's mounts and cgroups are flat (±10 %)
//     between the end of the warm-up (the first minute, or the first third of a shorter run) and
//     the end, each sampled with the services idle.
// Exit 0 when every check holds. Usage: loadtest [--users N] [--duration S]   (scripts/loadtest)
// With --chaos, the soak runs while components are killed (chaos_soak.hpp).
#include "tests/bench/chaos_soak.hpp"
#include "tests/bench/renderer_probe.hpp"
#include "tests/bench/soak.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {

using anyplot::bench::percentile;
using clock_type = std::chrono::steady_clock;
using json = nlohmann::json;
using anyplot::test::daemon_process;

using namespace anyplot::bench::soak;

struct options {
    int users = 32;
    double duration_s = 600;
};

// --- one user: a session, then data-code and a read of what it stored, until the phase ends ----

struct tally {
    std::mutex mu;
    std::map<std::string, long> statuses;  // "200", "503 capacity", ...
    std::vector<double> run_ms, read_ms;
    long bad_reads = 0;
};

struct user_state {
    std::string name, sid;
    std::vector<int> versions;  // from the 200 answers
    long runs_ok = 0;
};

void user_loop(std::uint16_t port, user_state& u, tally& t, clock_type::time_point until, int seed) {
    const std::vector<std::string> base = {"Authorization: Bearer " + token, "X-Anyplot-User: " + u.name,
                                           "Content-Type: application/json"};
    int i = seed;
    while (clock_type::now() < until) {
        const int n = 10 + (i++ % 50);
        const std::string code = snippet(n);
        const auto t0 = clock_type::now();
        const auto r = anyplot::test::http_call(port, "POST", "/v1/sessions/" + u.sid + "/data-code", base,
                                                json{{"code", code}, {"source_language", "python"}}.dump());
        const double ms = std::chrono::duration<double, std::milli>(clock_type::now() - t0).count();
        const std::string key = !r ? "no answer" : r->status == 200 ? "200" : std::to_string(r->status) + " " + detail_of(r->body);
        int version = 0;
        if (r && r->status == 200) {
            version = json::parse(r->body)["version"].get<int>();
            u.versions.push_back(version);
            ++u.runs_ok;
        }
        {
            const std::lock_guard lock(t.mu);
            ++t.statuses[key];
            if (r && r->status == 200) t.run_ms.push_back(ms);
        }
        if (version == 0) continue;
        const auto r0 = clock_type::now();
        const auto read = anyplot::test::http_call(port, "GET", "/v1/sessions/" + u.sid + "/dataset?version=" +
                                                                   std::to_string(version), base);
        const double read_ms = std::chrono::duration<double, std::milli>(clock_type::now() - r0).count();
        const bool good = read && read->status == 200 && json::parse(read->body)["rows"].get<int>() == n;
        const std::lock_guard lock(t.mu);
        if (good) {
            t.read_ms.push_back(read_ms);
        } else {
            ++t.bad_reads;
        }
    }
}

// Both daemons' holdings with the services idle (soak.hpp, settled_renderer).
std::pair<holdings, holdings> settled(const daemon_process& agents, const daemon_process& renderer) {
    const holdings r = settled_renderer(renderer.port(), renderer.pid());
    return {holdings_of(agents.pid(), false), r};
}

}  // namespace

int main(int argc, char** argv) {
    options o;
    anyplot::bench::chaos_options chaos;
    bool with_chaos = false;
    bool users_given = false;
    constexpr const char* usage =
        "usage: loadtest [--users N] [--duration SECONDS]   (default 32 users for 600 s)\n"
        "       loadtest --chaos [--users N] [--duration SECONDS] [--every SECONDS] [--seed N]\n"
        "                (default 16 users for 600 s, a component SIGKILLed every ~30 s)\n";
    for (int i = 1; i < argc; ++i) {
        const std::string k = argv[i];
        if (k == "--help" || k == "-h") {
            std::fputs(usage, stdout);
            return 0;
        }
        if (k == "--chaos") {
            with_chaos = true;
            continue;
        }
        // An unknown or incomplete option never starts a ten-minute soak.
        if ((k != "--users" && k != "--duration" && k != "--every" && k != "--seed") || i + 1 >= argc) {
            std::fprintf(stderr, "loadtest: unknown or incomplete option '%s'\n%s", k.c_str(), usage);
            return 2;
        }
        char* end = nullptr;
        const double v = std::strtod(argv[i + 1], &end);
        if (end == argv[i + 1] || *end != '\0' || v <= 0) {
            std::fprintf(stderr, "loadtest: %s takes a positive number\n%s", k.c_str(), usage);
            return 2;
        }
        ++i;
        if (k == "--users") {
            o.users = chaos.users = std::max(1, static_cast<int>(v));
            users_given = true;
        }
        if (k == "--duration") o.duration_s = chaos.duration_s = std::max(5.0, v);
        if (k == "--every") chaos.every_s = std::max(2.0, v);
        if (k == "--seed") chaos.seed = static_cast<unsigned>(v);
    }
    if (with_chaos) {
        if (!users_given) chaos.users = 16;
        return anyplot::bench::run_chaos(chaos);
    }
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("anyplot-loadtest-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);

    daemon_process renderer(anyplot::test::binary("renderer/anyplot-renderer"), {},
                            {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}, {"RENDERER_SLOTS", "2"},
                             {"RENDERER_RUN_ROOT", (dir / "runs").string()}, {"PATH", "/usr/bin:/bin"}});
    const auto raddr = renderer.wait_listening();
    if (!raddr) {
        std::fprintf(stderr, "loadtest: the renderer did not start\n%s\n", renderer.log().c_str());
        return 2;
    }
    daemon_process agents(anyplot::test::binary("agents/anyplot-agents"), {},
                          {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token},
                           {"AGENT_RENDER_URL", "http://" + *raddr}, {"AGENT_RENDER_TOKEN", token},
                           {"AGENT_DATA_DIR", (dir / "var").string()}, {"AGENT_DAILY_DATA_RUNS", "100000"},
                           {"AGENT_RUN_SLOTS", "2"}, {"AGENT_QUEUE_MAX", std::to_string(o.users * 2)},
                           {"AGENT_QUEUE_WAIT_S", "600"}});
    if (!agents.wait_listening()) {
        std::fprintf(stderr, "loadtest: the agents service did not start\n");
        return 2;
    }
    const std::uint16_t port = agents.port();

    std::vector<user_state> users(static_cast<std::size_t>(o.users));
    for (int i = 0; i < o.users; ++i) {
        auto& u = users[static_cast<std::size_t>(i)];
        u.name = "load-user-" + std::to_string(i);
        const auto r = anyplot::test::http_call(port, "POST", "/v1/sessions",
                                                {"Authorization: Bearer " + token, "X-Anyplot-User: " + u.name});
        if (!r || r->status != 201) {
            std::fprintf(stderr, "loadtest: cannot create a session\n");
            return 2;
        }
        u.sid = json::parse(r->body)["session_id"];
    }

    tally t;
    const double warm_s = o.duration_s >= 180 ? 60 : o.duration_s / 3;
    const auto run_phase = [&](double seconds) {
        const auto until = clock_type::now() + std::chrono::milliseconds(static_cast<long>(seconds * 1000));
        std::vector<std::thread> threads;
        for (int i = 0; i < o.users; ++i) {
            threads.emplace_back(user_loop, port, std::ref(users[static_cast<std::size_t>(i)]), std::ref(t), until, i * 7);
        }
        for (auto& th : threads) th.join();
    };
    std::printf("loadtest: %d users, %.0f s, agents + renderer (RENDERER_SLOTS=2, AGENT_RUN_SLOTS=2), loopback\n",
                o.users, o.duration_s);
    std::fflush(stdout);
    const auto t0 = clock_type::now();
    run_phase(warm_s);
    const double warm_elapsed = std::chrono::duration<double>(clock_type::now() - t0).count();
    const auto first = settled(agents, renderer);
    const auto t1 = clock_type::now();
    run_phase(o.duration_s - warm_s);
    const double main_elapsed = std::chrono::duration<double>(clock_type::now() - t1).count();
    const auto last = settled(agents, renderer);

    long runs = 0;
    for (const auto& u : users) runs += u.runs_ok;
    std::printf("\n%-28s %8s %9s %9s %9s\n", "", "calls", "per s", "p50 ms", "p99 ms");
    std::printf("%-28s %8zu %9.1f %9.1f %9.1f\n", "data-code (200)", t.run_ms.size(),
                static_cast<double>(t.run_ms.size()) / (warm_elapsed + main_elapsed), percentile(t.run_ms, 0.5),
                percentile(t.run_ms, 0.99));
    std::printf("%-28s %8zu %9.1f %9.1f %9.1f\n", "dataset read (200)", t.read_ms.size(),
                static_cast<double>(t.read_ms.size()) / (warm_elapsed + main_elapsed), percentile(t.read_ms, 0.5),
                percentile(t.read_ms, 0.99));
    std::printf("\nstatuses:");
    for (const auto& [k, v] : t.statuses) std::printf("  %s ×%ld", k.c_str(), v);
    std::printf("\n");

    bool ok = true;
    const auto fail = [&ok](const std::string& why) {
        ok = false;
        std::printf("FAIL: %s\n", why.c_str());
    };
    // Documented 5xx codes (docs/api.md); anything else, and every 500, is a failure.
    for (const auto& [k, v] : t.statuses) {
        if (k == "no answer") fail("requests without an answer: " + std::to_string(v));
        if (k[0] == '5' && k != "503 capacity" && k != "503 unavailable" && k != "503 guard_unavailable") {
            fail("undocumented " + k);
        }
    }
    if (t.bad_reads > 0) fail("reads of a stored version that failed: " + std::to_string(t.bad_reads));

    // The store, read directly: versions and daily counts against what the clients saw.
    sqlite3* db = nullptr;
    if (sqlite3_open_v2((dir / "var" / "anyplot.db").c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        fail("cannot open the store");
    } else {
        for (const auto& u : users) {
            std::vector<int> seen = u.versions;
            std::sort(seen.begin(), seen.end());
            std::vector<int> stored;
            sqlite3_stmt* q = nullptr;
            sqlite3_prepare_v2(db, "SELECT version FROM dataset_versions WHERE session_id = ?1 ORDER BY version", -1, &q, nullptr);
            sqlite3_bind_text(q, 1, u.sid.c_str(), -1, SQLITE_TRANSIENT);
            while (sqlite3_step(q) == SQLITE_ROW) stored.push_back(sqlite3_column_int(q, 0));
            sqlite3_finalize(q);
            std::vector<int> expected(seen.size());
            for (std::size_t i = 0; i < expected.size(); ++i) expected[i] = static_cast<int>(i) + 1;
            if (seen != stored || stored != expected) fail(u.name + ": the 200s and the stored versions differ");
            long uses = 0;
            sqlite3_prepare_v2(db, "SELECT coalesce(sum(uses), 0) FROM daily_counts WHERE user_id = ?1 AND counter = 'data_runs'", -1, &q, nullptr);
            sqlite3_bind_text(q, 1, u.name.c_str(), -1, SQLITE_TRANSIENT);
            if (sqlite3_step(q) == SQLITE_ROW) uses = sqlite3_column_int64(q, 0);
            sqlite3_finalize(q);
            if (uses != u.runs_ok) fail(u.name + ": daily count " + std::to_string(uses) + " but " + std::to_string(u.runs_ok) + " runs");
        }
        sqlite3_close(db);
    }

    std::printf("\n%-22s %14s %14s %8s\n", "held (services idle)", "after warm-up", "at the end", "change");
    const auto line = [&](const char* what, long a, long b, bool checked = true) {
        const double change = a > 0 ? 100.0 * static_cast<double>(b - a) / static_cast<double>(a) : 0;
        std::printf("%-22s %14ld %14ld %7.1f%%%s\n", what, a, b, change, checked ? "" : "  (not checked: ASan build)");
        if (checked && !flat(a, b)) fail(std::string(what) + " grew or shrank more than 10 %");
    };
    line("agents RSS kB", first.first.rss_kb, last.first.rss_kb, rss_checked);
    line("agents fds", first.first.fds, last.first.fds);
    line("agents threads", first.first.threads, last.first.threads);
    line("renderer RSS kB", first.second.rss_kb, last.second.rss_kb, rss_checked);
    line("renderer fds", first.second.fds, last.second.fds);
    line("renderer threads", first.second.threads, last.second.threads);
    line("renderer mounts", first.second.mounts, last.second.mounts);
    line("renderer cgroups", first.second.cgroups, last.second.cgroups);
    std::printf("\nruns stored: %ld; %s\n", runs, ok ? "every check holds" : "CHECKS FAILED");

    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return ok ? 0 : 1;
}

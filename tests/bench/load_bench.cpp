// The renderer under sustained load: POST /run-data with the 2-row smoke snippet over keep-alive
// connections, at three spacings with one client and back to back with four clients on two slots,
// for one or more renderer builds side by side (--renderer PATH, repeatable: e.g. the build before
// a change and after it), then the same load on the cold path (RENDERER_WARM=0) and on a bare
// bubblewrap namespace + interpreter per run (how snekbox-style sandboxes run code), so the ratio
// to what an operator would otherwise pick is printed. Also the cost of one standby child, read
// from outside: its own CPU time and page faults since it was forked, and its private memory.
// Every row reports how many runs fell to the cold path (the daemon's "run" log lines).
// Usage: bench_load [--renderer PATH]... [--scale F]   (F scales the run counts; default 1)
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <fcntl.h>
#include <signal.h>
#include <linux/kcmp.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

using clock_type = std::chrono::steady_clock;
using anyplot::bench::percentile;

const std::string token = "bench-token-0123456789abcdef";
const std::string source = R"(import pandas as pd\ndf = pd.DataFrame({\"x\": [1, 2], \"y\": [3, 4]})\n)";

double ms_between(clock_type::time_point a, clock_type::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

struct row {
    std::string label;
    std::vector<double> ms;
    double elapsed_s = 0;
    int failed = 0;
    int cold = -1;             // runs the daemon served cold; -1 when not a daemon row
    // CPU per run: the daemon itself, the zygote itself, the interpreters (standby children with
    // their preparation and run, or cold ones with their launcher), -1 when not a daemon row.
    double daemon_cpu_ms = -1, zygote_cpu_ms = -1, interpreters_cpu_ms = -1;
    double max_wait_ms = -1;   // the longest standby wait a run reported (timings), when reported
};

void print_header() {
    std::printf("%-52s %5s %8s %8s %8s %7s %8s %6s %9s %16s %9s\n", "", "runs", "p50 ms", "p90 ms", "p99 ms",
                ">200ms", "runs/s", "cold", "CPU/run", "(daemon/zyg/py)", "max wait");
}

void print_row(const row& r) {
    const auto n = static_cast<int>(r.ms.size());
    const int slow = static_cast<int>(std::count_if(r.ms.begin(), r.ms.end(), [](double v) { return v > 200; }));
    std::printf("%-52s %5d %8.1f %8.1f %8.1f %7d %8.1f ", r.label.c_str(), n, percentile(r.ms, 0.5),
                percentile(r.ms, 0.9), percentile(r.ms, 0.99), slow, r.elapsed_s > 0 ? n / r.elapsed_s : 0);
    if (r.cold >= 0) {
        std::printf("%6d ", r.cold);
    } else {
        std::printf("%6s ", "-");
    }
    if (r.daemon_cpu_ms >= 0) {
        std::printf("%6.1f ms %4.1f/%4.1f/%5.1f  ", r.daemon_cpu_ms + r.zygote_cpu_ms + r.interpreters_cpu_ms,
                    r.daemon_cpu_ms, r.zygote_cpu_ms, r.interpreters_cpu_ms);
    } else {
        std::printf("%9s %16s ", "-", "");
    }
    if (r.max_wait_ms >= 0) {
        std::printf("%6.1f ms", r.max_wait_ms);
    } else {
        std::printf("%9s", "-");
    }
    if (r.failed > 0) std::printf("   (%d failed)", r.failed);
    std::printf("\n");
    std::fflush(stdout);
}

// "standby_wait_s":0.012 in a response's timings, in ms; -1 when the build does not report it.
double standby_wait_ms(const std::string& body) {
    const auto at = body.find("\"standby_wait_s\":");
    if (at == std::string::npos) return -1;
    return std::atof(body.c_str() + at + std::strlen("\"standby_wait_s\":")) * 1000;
}

class renderer {
public:
    renderer(const std::string& executable, const std::string& root, std::map<std::string, std::string> extra)
        : root_(root) {
        std::map<std::string, std::string> env{{"RENDERER_LISTEN", "127.0.0.1:0"},
                                               {"RENDERER_TOKENS", token},
                                               {"RENDERER_RUN_ROOT", root},
                                               {"RENDERER_MIN_AVAILABLE_MB", "64"},
                                               {"PATH", "/usr/bin:/bin"}};
        for (auto& [k, v] : extra) env[k] = v;
        process_.emplace(executable, std::vector<std::string>{}, env);
        ok_ = process_->wait_listening().has_value();
    }
    ~renderer() {
        process_->signal(SIGTERM);
        (void)process_->wait_exit();
        std::error_code ignored;
        std::filesystem::remove_all(root_, ignored);
    }
    renderer(const renderer&) = delete;
    renderer& operator=(const renderer&) = delete;

    [[nodiscard]] bool ok() const { return ok_; }
    [[nodiscard]] std::uint16_t port() const { return process_->port(); }
    [[nodiscard]] pid_t pid() const { return process_->pid(); }
    [[nodiscard]] std::string log() const { return process_->log(); }

    // Waits (bounded) until at least `want` standby children are ready, as /status reports.
    void wait_ready(int want) const {
        for (int i = 0; i < 3000; ++i) {
            const auto s = anyplot::test::http_call(port(), "GET", "/status", {"Authorization: Bearer " + token});
            if (s) {
                const auto at = s->body.find("\"ready\":");
                if (at == std::string::npos) return;  // a cold daemon
                if (std::atoi(s->body.c_str() + at + 8) >= want) return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }

    // CPU so far of the daemon, of its zygote and of every interpreter either has reaped.
    struct cpu_split {
        double daemon = 0, zygote = 0, interpreters = 0;
    };
    [[nodiscard]] cpu_split cpu() const {
        const auto d = anyplot::bench::cpu_of(pid());
        cpu_split out{d.own_ticks_ms, 0, d.children_ticks_ms};
        if (const pid_t zygote = anyplot::test::find_zygote(pid()); zygote > 0) {
            const auto z = anyplot::bench::cpu_of(zygote);
            out.zygote = z.own_ticks_ms;
            out.interpreters += z.children_ticks_ms;
        }
        return out;
    }

private:
    std::string root_;
    std::optional<anyplot::test::daemon_process> process_;
    bool ok_ = false;
};

// `clients` threads, each with one keep-alive connection, `per_client` runs each, `spacing` apart.
row load(const renderer& r, const std::string& label, int clients, int per_client, std::chrono::milliseconds spacing) {
    row out;
    out.label = label;
    std::mutex mu;
    // Unique across rows: a repeated job id would be answered from the daemon's idempotency cache.
    static std::atomic<int> next_id{0};
    const std::size_t log_before = r.log().size();
    const auto cpu_before = r.cpu();
    const auto t0 = clock_type::now();
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&] {
            std::optional<anyplot::test::raw_connection> conn;
            for (int i = 0; i < per_client; ++i) {
                if (i > 0 && spacing.count() > 0) std::this_thread::sleep_for(spacing);
                if (!conn || !conn->connected()) conn.emplace(r.port());
                const std::string body = "{\"job_id\":\"load-" + std::to_string(::getpid()) + "-" +
                                         std::to_string(next_id++) + "\",\"source\":\"" + source +
                                         "\",\"timeout_s\":30}";
                const std::string req = "POST /run-data HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
                                        token + "\r\nContent-Type: application/json\r\nContent-Length: " +
                                        std::to_string(body.size()) + "\r\n\r\n" + body;
                const auto t = clock_type::now();
                std::optional<anyplot::test::raw_response> resp;
                if (conn->send(req)) resp = conn->read_response(std::chrono::seconds(60));
                const double ms = ms_between(t, clock_type::now());
                const std::lock_guard lock(mu);
                if (!resp || resp->status != 200 || resp->body.find("\"exit_code\":0") == std::string::npos) {
                    ++out.failed;
                    conn.reset();
                    continue;
                }
                out.ms.push_back(ms);
                out.max_wait_ms = std::max(out.max_wait_ms, standby_wait_ms(resp->body));
            }
        });
    }
    for (auto& t : threads) t.join();
    out.elapsed_s = ms_between(t0, clock_type::now()) / 1000;
    const std::string log = r.log().substr(log_before);
    out.cold = anyplot::bench::count_of(log, "\"warm\":false");
    const auto runs = static_cast<double>(out.ms.size() + static_cast<std::size_t>(out.failed));
    if (runs > 0) {
        const auto cpu_after = r.cpu();
        out.daemon_cpu_ms = (cpu_after.daemon - cpu_before.daemon) / runs;
        out.zygote_cpu_ms = (cpu_after.zygote - cpu_before.zygote) / runs;
        out.interpreters_cpu_ms = (cpu_after.interpreters - cpu_before.interpreters) / runs;
    }
    return out;
}

// A bare bubblewrap sandbox per run: new namespaces, /usr read-only, a tmpfs, the interpreter;
// `clients` of them at once, `per_client` each.
row bwrap_runs(int clients, int per_client) {
    row out;
    out.label = "bare bwrap + /usr/bin/python3 per run, ";
    out.label += std::to_string(clients);
    out.label += clients == 1 ? " client" : " clients";
    const std::string code =
        "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2], 'y': [3, 4]})\nprint(df.to_csv(index=False))\n";
    std::vector<std::string> args{"bwrap",     "--unshare-all", "--die-with-parent", "--new-session",
                                  "--ro-bind", "/usr",          "/usr",              "--symlink",
                                  "usr/lib",   "/lib",          "--symlink",         "usr/lib64",
                                  "/lib64",    "--symlink",     "usr/bin",           "/bin",
                                  "--ro-bind", "/etc/alternatives", "/etc/alternatives", "--dev",
                                  "/dev",      "--proc",        "/proc",             "--tmpfs",
                                  "/tmp",      "--chdir",       "/tmp",              "/usr/bin/python3",
                                  "-I",        "-c",            code};
    std::mutex mu;
    const auto t0 = clock_type::now();
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&] {
            std::vector<std::string> own = args;
            std::vector<char*> argv;
            for (auto& a : own) argv.push_back(a.data());
            argv.push_back(nullptr);
            for (int i = 0; i < per_client; ++i) {
                posix_spawn_file_actions_t actions;
                posix_spawn_file_actions_init(&actions);
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
                const auto t = clock_type::now();
                pid_t pid = -1;
                const int rc = posix_spawnp(&pid, "bwrap", &actions, nullptr, argv.data(), environ);
                posix_spawn_file_actions_destroy(&actions);
                int status = 0;
                const bool ok = rc == 0 && ::waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
                                WEXITSTATUS(status) == 0;
                const std::lock_guard lock(mu);
                if (!ok) {
                    ++out.failed;
                    continue;
                }
                out.ms.push_back(ms_between(t, clock_type::now()));
            }
        });
    }
    for (auto& t : threads) t.join();
    out.elapsed_s = ms_between(t0, clock_type::now()) / 1000;
    return out;
}

// The ready standby children of a daemon at rest, each read from outside.
void print_standby_cost(const std::string& label, const renderer& r) {
    r.wait_ready(1);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));  // let a refill in progress finish
    const pid_t zygote = anyplot::test::find_zygote(r.pid());
    std::vector<double> cpu, faults, priv;
    for (const pid_t child : anyplot::bench::children_of(zygote)) {
        // The init of a child's pid namespace shares the zygote's memory and only sleeps.
        if (::syscall(SYS_kcmp, zygote, child, KCMP_VM, 0, 0) == 0) continue;
        // The zygote's child and what it forked with an address space of its own (a memory
        // holder, which shares its parent's, is not counted twice).
        std::vector<pid_t> members{child};
        for (const pid_t below : anyplot::bench::children_of(child)) {
            if (::syscall(SYS_kcmp, child, below, KCMP_VM, 0, 0) != 0) members.push_back(below);
        }
        double member_cpu = 0, member_faults = 0, member_private = 0;
        for (const pid_t member : members) {
            const auto c = anyplot::bench::cpu_of(member);
            auto m = anyplot::bench::rollup(member);
            member_cpu += c.cpu_ms;
            member_faults += static_cast<double>(c.minor_faults + c.major_faults);
            member_private += static_cast<double>(m["Private_Dirty"]) / 1024.0;
        }
        cpu.push_back(member_cpu);
        faults.push_back(member_faults);
        priv.push_back(member_private);
    }
    if (cpu.empty()) {
        std::printf("%-52s no standby child found\n", label.c_str());
        return;
    }
    std::printf("%-52s %zu ready: own CPU %.1f ms, page faults %.0f, private %.1f MB (medians); zygote Pss %.1f MB\n",
                label.c_str(), cpu.size(), percentile(cpu, 0.5), percentile(faults, 0.5), percentile(priv, 0.5),
                static_cast<double>(anyplot::bench::rollup(zygote)["Pss"]) / 1024.0);
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> builds;
    double scale = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--renderer" && i + 1 < argc) {
            builds.emplace_back(argv[++i]);
        } else if (a == "--scale" && i + 1 < argc) {
            scale = std::max(0.1, std::atof(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: bench_load [--renderer PATH]... [--scale F]\n");
            return 2;
        }
    }
    if (builds.empty()) builds.push_back(anyplot::test::binary("renderer/anyplot-renderer"));
    const auto n = [&](int base) { return std::max(3, static_cast<int>(base * scale)); };
    const std::string base = "/tmp/anyplot-bench-load-" + std::to_string(::getpid());
    using ms = std::chrono::milliseconds;

    std::printf("the 2-row smoke snippet, POST /run-data over keep-alive connections, every kernel layer on;\n"
                "cold = runs the daemon served without a standby child; CPU/run = daemon + zygote + interpreters\n");
    std::vector<row> rows;
    std::size_t warm_b2b = 0, warm_four = 0;  // the last build's back-to-back rows
    for (std::size_t b = 0; b < builds.size(); ++b) {
        std::string tag;
        if (builds.size() > 1) tag = "[" + std::to_string(b + 1) + "] ";
        std::printf("%s%s\n", tag.c_str(), builds[b].c_str());
        print_header();
        {
            renderer r(builds[b], base + "/w" + std::to_string(b), {{"RENDERER_SLOTS", "1"}});
            if (!r.ok()) return 1;
            print_standby_cost(tag + "standby child (1 slot, defaults)", r);
            for (const auto& [label, count, spacing] :
                 {std::tuple{"1 client, 0.3 s apart", n(30), ms(300)}, std::tuple{"1 client, 0.1 s apart", n(40), ms(100)},
                  std::tuple{"1 client, back to back", n(100), ms(0)}}) {
                r.wait_ready(1);
                std::this_thread::sleep_for(ms(300));
                rows.push_back(load(r, tag + label, 1, count, spacing));
                print_row(rows.back());
                warm_b2b = rows.size() - 1;
            }
        }
        {
            renderer r(builds[b], base + "/w2" + std::to_string(b), {{"RENDERER_SLOTS", "2"}});
            if (!r.ok()) return 1;
            r.wait_ready(2);
            std::this_thread::sleep_for(ms(300));
            rows.push_back(load(r, tag + "4 clients, back to back, RENDERER_SLOTS=2", 4, n(50), ms(0)));
            print_row(rows.back());
            warm_four = rows.size() - 1;
        }
    }
    std::printf("baselines\n");
    print_header();
    {
        renderer cold(builds.back(), base + "/c", {{"RENDERER_WARM", "0"}, {"RENDERER_SLOTS", "1"}});
        if (!cold.ok()) return 1;
        rows.push_back(load(cold, "cold path (RENDERER_WARM=0), 1 client, back to back", 1, n(8), ms(0)));
        print_row(rows.back());
    }
    {
        renderer cold(builds.back(), base + "/c2", {{"RENDERER_WARM", "0"}, {"RENDERER_SLOTS", "2"}});
        if (!cold.ok()) return 1;
        rows.push_back(load(cold, "cold path, 4 clients, back to back, RENDERER_SLOTS=2", 4, n(3), ms(0)));
        print_row(rows.back());
    }
    rows.push_back(bwrap_runs(1, n(10)));
    print_row(rows.back());
    rows.push_back(bwrap_runs(4, n(3)));
    print_row(rows.back());
    const row& b2b = rows[warm_b2b];
    const row& four = rows[warm_four];
    const row& cold = rows[rows.size() - 4];
    const row& bwrap = rows[rows.size() - 2];
    const row& bwrap_four = rows.back();
    const auto rate = [](const row& r) { return static_cast<double>(r.ms.size()) / r.elapsed_s; };
    const auto cpu = [](const row& r) { return r.daemon_cpu_ms + r.zygote_cpu_ms + r.interpreters_cpu_ms; };
    std::printf("ratios (last build), 1 client back to back, p50: cold path / warm %.0fx, bare bwrap / warm %.0fx\n",
                percentile(cold.ms, 0.5) / percentile(b2b.ms, 0.5), percentile(bwrap.ms, 0.5) / percentile(b2b.ms, 0.5));
    std::printf("throughput, 4 clients: warm %.1f runs/s, bare bwrap %.1f runs/s (%.0fx)\n", rate(four),
                rate(bwrap_four), rate(four) / rate(bwrap_four));
    std::printf("runs/s per core when CPU bounds it (1000 / CPU per run): warm %.0f (4 clients), cold %.1f\n",
                1000 / cpu(four), 1000 / cpu(cold));
    std::error_code ignored;
    std::filesystem::remove_all(base, ignored);
    return 0;
}

#include "tests/bench/chaos_soak.hpp"

#include "tests/bench/renderer_probe.hpp"
#include "tests/bench/soak.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/postgres_server.hpp"
#include "tests/support/raw_http.hpp"

#include <libpq-fe.h>
#include <nlohmann/json.hpp>

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace anyplot::bench {

namespace {

using namespace soak;
using clock_type = std::chrono::steady_clock;
using json = nlohmann::json;
using anyplot::test::daemon_process;
using namespace std::chrono_literals;

// The sweep runs every 2 s and a run's daily use is held 30 s, so the uses of runs a kill cut
// off are back within a minute of the last kill (the defaults: 60 s and the queue wait + 60 s).
constexpr int sweep_s = 2;
constexpr int hold_s = 30;
constexpr auto recovery_limit = 30s;

enum class target { zygote, renderer, agents_a, agents_b, postgres };
constexpr std::array<target, 5> all_targets = {target::zygote, target::renderer, target::agents_a, target::agents_b,
                                               target::postgres};

const char* name_of(target t) {
    switch (t) {
        case target::zygote: return "zygote";
        case target::renderer: return "renderer";
        case target::agents_a: return "agents A";
        case target::agents_b: return "agents B";
        case target::postgres: return "PostgreSQL";
    }
    return "?";
}

double seconds_between(clock_type::time_point a, clock_type::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

// --- the components, each restartable on its first address ------------------------------------

class stack {
public:
    explicit stack(std::filesystem::path dir) : dir_(std::move(dir)), pg_(true), url_(pg_.create_database()) {
        uid_base_ = anyplot::test::test_uid_base();
    }

    bool start_renderer() {
        renderer_ = std::make_unique<daemon_process>(
            anyplot::test::binary("renderer/anyplot-renderer"), std::vector<std::string>{},
            std::map<std::string, std::string>{{"RENDERER_LISTEN", "127.0.0.1:" + std::to_string(rport_)},
                                               {"RENDERER_TOKENS", token},
                                               {"RENDERER_SLOTS", "2"},
                                               {"RENDERER_RUN_ROOT", (dir_ / "runs").string()},
                                               {"RENDERER_SANDBOX_UID_BASE", uid_base_},
                                               {"PATH", "/usr/bin:/bin"}});
        if (!renderer_->wait_listening()) return false;
        rport_ = renderer_->port();
        return true;
    }

    bool start_agents(int i) {
        const auto n = static_cast<std::size_t>(i);
        agents_[n] = std::make_unique<daemon_process>(
            anyplot::test::binary("agents/anyplot-agents"), std::vector<std::string>{},
            std::map<std::string, std::string>{
                {"AGENT_LISTEN", "127.0.0.1:" + std::to_string(aport_[n])},
                {"AGENT_TOKENS", token},
                {"AGENT_RENDER_URL", "http://127.0.0.1:" + std::to_string(rport_)},
                {"AGENT_RENDER_TOKEN", token},
                {"AGENT_RENDER_DOWN_S", "1"},
                {"AGENT_DATABASE_URL", url_},
                {"AGENT_DATA_DIR", (dir_ / ("var-" + std::to_string(i))).string()},
                {"AGENT_DAILY_DATA_RUNS", "100000"},
                // One slot each: the two instances together fill the renderer's two.
                {"AGENT_RUN_SLOTS", "1"},
                {"AGENT_QUEUE_MAX", "64"},
                {"AGENT_QUEUE_WAIT_S", "10"},
                {"AGENT_SWEEP_S", std::to_string(sweep_s)},
                {"AGENT_DAILY_HOLD_S", std::to_string(hold_s)}});
        if (!agents_[n]->wait_listening()) return false;
        aport_[n] = agents_[n]->port();
        return true;
    }

    // SIGKILL and a restart; answers false when the component did not come back.
    bool kill_and_restart(target t, pid_t& killed) {
        switch (t) {
            case target::zygote: {
                pid_t z = -1;
                for (int i = 0; i < 100 && z <= 0; ++i) {
                    z = anyplot::test::find_zygote(renderer_->pid());
                    if (z <= 0) std::this_thread::sleep_for(100ms);
                }
                if (z <= 0) return false;
                killed = z;
                ::kill(z, SIGKILL);
                return true;  // the renderer starts a new one itself
            }
            case target::renderer:
                keep_log(*renderer_, "renderer");
                killed = renderer_->pid();
                old_renderers_.push_back(killed);
                renderer_->signal(SIGKILL);
                (void)renderer_->wait_exit();
                return start_renderer();
            case target::agents_a:
            case target::agents_b: {
                const int i = t == target::agents_a ? 0 : 1;
                keep_log(*agents_[static_cast<std::size_t>(i)], i == 0 ? "agents-a" : "agents-b");
                killed = agents_[static_cast<std::size_t>(i)]->pid();
                agents_[static_cast<std::size_t>(i)]->signal(SIGKILL);
                (void)agents_[static_cast<std::size_t>(i)]->wait_exit();
                return start_agents(i);
            }
            case target::postgres:
                killed = pg_.pid();
                pg_.crash();
                try {
                    pg_.start();
                } catch (const std::exception&) {
                    return false;
                }
                return true;
        }
        return false;
    }

    // The component answers as it should again: the renderer with a warm child ready (a new
    // zygote after a zygote kill), an agents instance's /healthz, PostgreSQL through both agents.
    bool recovered(target t, pid_t killed, const std::string& probe_user, const std::string& probe_sid) const {
        switch (t) {
            case target::zygote: {
                const pid_t z = anyplot::test::find_zygote(renderer_->pid());
                if (z <= 0 || z == killed) return false;
                [[fallthrough]];
            }
            case target::renderer: {
                const auto s = renderer_status(rport_);
                return s && (*s)["warm"]["ready"].get<int>() >= 1;
            }
            case target::agents_a:
            case target::agents_b: {
                const auto r = anyplot::test::http_call(aport_[t == target::agents_a ? 0 : 1], "GET", "/healthz");
                return r && r->status == 200;
            }
            case target::postgres:
                for (const auto port : aport_) {
                    const auto r = anyplot::test::http_call(
                        port, "GET", "/v1/sessions/" + probe_sid + "/dataset/versions",
                        {"Authorization: Bearer " + token, "X-Anyplot-User: " + probe_user});
                    if (!r || r->status != 200) return false;
                }
                return true;
        }
        return false;
    }

    // A process's log into logs/ of the soak's folder (before it is replaced, and at the end): a
    // failed check can then be followed through every instance's lines.
    void keep_log(const daemon_process& p, const std::string& name) const {
        std::filesystem::create_directories(dir_ / "logs");
        std::ofstream(dir_ / "logs" / (name + "-" + std::to_string(p.pid()) + ".log")) << p.log();
    }
    void keep_logs() const {
        keep_log(*renderer_, "renderer");
        keep_log(*agents_[0], "agents-a");
        keep_log(*agents_[1], "agents-b");
    }

    [[nodiscard]] std::uint16_t agents_port(int i) const { return aport_[static_cast<std::size_t>(i)]; }
    [[nodiscard]] const daemon_process& agents(int i) const { return *agents_[static_cast<std::size_t>(i)]; }
    [[nodiscard]] const daemon_process& renderer() const { return *renderer_; }
    [[nodiscard]] std::uint16_t renderer_port() const { return rport_; }
    [[nodiscard]] const std::vector<pid_t>& old_renderers() const { return old_renderers_; }
    [[nodiscard]] const std::string& url() const { return url_; }

private:
    std::filesystem::path dir_;
    // This soak's own server: it is crashed, so its commits are durable (a commit answered before
    // its WAL is written would be lost with the crash, and with it a version the client was told of).
    anyplot::test::postgres_server pg_;
    std::string url_;
    std::string uid_base_;
    std::uint16_t rport_ = 0;
    std::array<std::uint16_t, 2> aport_{};
    std::unique_ptr<daemon_process> renderer_;
    std::array<std::unique_ptr<daemon_process>, 2> agents_;
    std::vector<pid_t> old_renderers_;
};

// --- the users --------------------------------------------------------------------------------

struct seen_version {
    int version = 0;
    int rows = 0;
};

struct unanswered {
    int side = 0;
    clock_type::time_point from, to;
};

struct outcome_note {
    clock_type::time_point from, to;
    int side = 0;
    std::string what;  // "503 unavailable", "no answer", ...
};

struct user_state {
    std::string name, sid;
    int side = 0;  // the agents instance it talks to; it moves to the other when one does not answer
    std::vector<seen_version> seen;
    std::vector<unanswered> lost;
    std::vector<outcome_note> others;  // every answer but a 200, for the report of a failed check
};

struct tally {
    std::mutex mu;
    std::map<std::string, long> statuses;
    std::vector<double> run_ms;
    long bad_reads = 0;
};

void user_loop(const stack& s, user_state& u, tally& t, const std::atomic<bool>& stop, int seed) {
    const std::vector<std::string> base = {"Authorization: Bearer " + token, "X-Anyplot-User: " + u.name,
                                           "Content-Type: application/json"};
    int i = seed;
    while (!stop.load()) {
        const int n = 10 + (i++ % 50);
        const std::uint16_t port = s.agents_port(u.side);
        const auto t0 = clock_type::now();
        // Longer than any answer can take (the queue wait, a 30 s run, the backend's slack): a
        // request without an answer is one whose connection was cut, never a slow one.
        const auto r = anyplot::test::http_call(port, "POST", "/v1/sessions/" + u.sid + "/data-code", base,
                                                json{{"code", snippet(n)}, {"source_language", "python"}}.dump(),
                                                std::chrono::seconds(120));
        const auto t1 = clock_type::now();
        if (!r) {
            u.lost.push_back({u.side, t0, t1});
            u.others.push_back({t0, t1, u.side, "no answer"});
            {
                const std::lock_guard lock(t.mu);
                ++t.statuses["no answer"];
            }
            u.side ^= 1;
            std::this_thread::sleep_for(200ms);
            continue;
        }
        const std::string key = r->status == 200 ? "200" : std::to_string(r->status) + " " + detail_of(r->body);
        {
            const std::lock_guard lock(t.mu);
            ++t.statuses[key];
            if (r->status == 200) t.run_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        if (r->status != 200) {
            u.others.push_back({t0, t1, u.side, key});
            std::this_thread::sleep_for(200ms);  // a client's back-off
            continue;
        }
        const int version = json::parse(r->body)["version"].get<int>();
        u.seen.push_back({version, n});
        const auto read = anyplot::test::http_call(
            port, "GET", "/v1/sessions/" + u.sid + "/dataset?version=" + std::to_string(version), base);
        // A read the chaos cut off (no answer, 503) proves nothing; a wrong one is a failure.
        if (read && read->status != 503 && (read->status != 200 || json::parse(read->body)["rows"].get<int>() != n)) {
            const std::lock_guard lock(t.mu);
            ++t.bad_reads;
        }
    }
}

// --- the store, read directly ------------------------------------------------------------------

class pg_reader {
public:
    explicit pg_reader(const std::string& url) : c_(PQconnectdb(url.c_str())) {}
    ~pg_reader() { PQfinish(c_); }
    pg_reader(const pg_reader&) = delete;
    pg_reader& operator=(const pg_reader&) = delete;
    [[nodiscard]] bool ok() const { return PQstatus(c_) == CONNECTION_OK; }

    // Rows of text cells; empty on an error.
    std::vector<std::vector<std::string>> rows(const char* sql, const std::vector<std::string>& params = {}) {
        std::vector<const char*> values;
        for (const auto& p : params) values.push_back(p.c_str());
        PGresult* r = PQexecParams(c_, sql, static_cast<int>(values.size()), nullptr, values.data(), nullptr, nullptr, 0);
        std::vector<std::vector<std::string>> out;
        if (PQresultStatus(r) == PGRES_TUPLES_OK) {
            for (int i = 0; i < PQntuples(r); ++i) {
                std::vector<std::string> row;
                for (int j = 0; j < PQnfields(r); ++j) row.emplace_back(PQgetvalue(r, i, j));
                out.push_back(std::move(row));
            }
        }
        PQclear(r);
        return out;
    }
    long number(const char* sql, const std::vector<std::string>& params = {}) {
        const auto r = rows(sql, params);
        return r.empty() || r[0].empty() ? -1 : std::stol(r[0][0]);
    }

private:
    PGconn* c_;
};

// Every component idle and the renderer's standby pool back at its floor, then what each holds.
struct sample {
    std::array<holdings, 2> agents;
    holdings renderer;
};

sample settled(const stack& s) {
    const holdings r = settled_renderer(s.renderer_port(), s.renderer().pid());
    return {{holdings_of(s.agents(0).pid(), false), holdings_of(s.agents(1).pid(), false)}, r};
}

struct kill_record {
    target victim;
    clock_type::time_point at;
    double recovery_s = -1;  // -1: it did not recover in time
};

}  // namespace

int run_chaos(const chaos_options& o) {
    const unsigned seed = o.seed != 0 ? o.seed : std::random_device{}();
    std::mt19937 rng(seed);
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("anyplot-chaos-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    bool ok = true;
    const auto fail = [&ok](const std::string& why) {
        ok = false;
        std::printf("FAIL: %s\n", why.c_str());
    };

    auto s = std::make_unique<stack>(dir);
    if (!s->start_renderer() || !s->start_agents(0) || !s->start_agents(1)) {
        std::fprintf(stderr, "loadtest --chaos: the services did not start\n");
        return 2;
    }
    std::vector<user_state> users(static_cast<std::size_t>(o.users));
    const auto create = [&](const std::string& name, int side) -> std::optional<std::string> {
        const auto r = anyplot::test::http_call(s->agents_port(side), "POST", "/v1/sessions",
                                                {"Authorization: Bearer " + token, "X-Anyplot-User: " + name});
        if (!r || r->status != 201) return std::nullopt;
        return json::parse(r->body)["session_id"].get<std::string>();
    };
    for (int i = 0; i < o.users; ++i) {
        auto& u = users[static_cast<std::size_t>(i)];
        u.name = "chaos-user-" + std::to_string(i);
        u.side = i % 2;
        const auto sid = create(u.name, u.side);
        if (!sid) {
            std::fprintf(stderr, "loadtest --chaos: cannot create a session\n");
            return 2;
        }
        u.sid = *sid;
    }
    const std::string probe_user = "chaos-probe";
    const auto probe = create(probe_user, 0);
    if (!probe) return 2;

    tally t;
    const auto run_users = [&](const std::atomic<bool>& stop) {
        std::vector<std::thread> threads;
        for (int i = 0; i < o.users; ++i) {
            threads.emplace_back(user_loop, std::cref(*s), std::ref(users[static_cast<std::size_t>(i)]), std::ref(t),
                                 std::cref(stop), i * 7);
        }
        return threads;
    };
    const double warm_s = std::min(60.0, o.duration_s / 6);
    std::printf("loadtest --chaos: %d users, %.0f s (%.0f s warm-up), 2 agents instances on PostgreSQL, 1 renderer "
                "(2 slots), a SIGKILL every ~%.0f s, seed %u\n",
                o.users, o.duration_s, warm_s, o.every_s, seed);
    std::fflush(stdout);

    // Warm-up without faults, then what every component holds.
    {
        std::atomic<bool> stop{false};
        auto threads = run_users(stop);
        std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<long>(warm_s * 1000)));
        stop = true;
        for (auto& th : threads) th.join();
    }
    const sample first = settled(*s);
    long pg_connections_first = -1;
    {
        pg_reader baseline(s->url());
        if (baseline.ok()) {
            pg_connections_first = baseline.number(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
        }
    }

    // The faults: a shuffled deck of victims, one every ~every_s (±30 %), while the users go on.
    std::vector<kill_record> kills;
    {
        std::atomic<bool> stop{false};
        auto threads = run_users(stop);
        const auto until = clock_type::now() + std::chrono::milliseconds(static_cast<long>((o.duration_s - warm_s) * 1000));
        std::vector<target> deck;
        std::uniform_real_distribution<double> jitter(0.7, 1.3);
        while (true) {
            const auto next = clock_type::now() + std::chrono::milliseconds(static_cast<long>(o.every_s * jitter(rng) * 1000));
            if (next >= until) break;
            std::this_thread::sleep_until(next);
            if (deck.empty()) {
                deck.assign(all_targets.begin(), all_targets.end());
                std::shuffle(deck.begin(), deck.end(), rng);
            }
            kill_record k{deck.back(), clock_type::now()};
            deck.pop_back();
            pid_t killed = -1;
            const bool restarted = s->kill_and_restart(k.victim, killed);
            while (restarted && clock_type::now() - k.at < recovery_limit) {
                if (s->recovered(k.victim, killed, probe_user, *probe)) {
                    k.recovery_s = seconds_between(k.at, clock_type::now());
                    break;
                }
                std::this_thread::sleep_for(50ms);
            }
            std::printf("  %6.1f s  killed %-10s (pid %d)  %s", seconds_between(kills.empty() ? k.at : kills.front().at, k.at),
                        name_of(k.victim), killed, k.recovery_s >= 0 ? "answers again after " : "DID NOT RECOVER\n");
            if (k.recovery_s >= 0) std::printf("%.2f s\n", k.recovery_s);
            std::fflush(stdout);
            kills.push_back(k);
            if (k.recovery_s < 0) break;
        }
        std::this_thread::sleep_until(until);
        stop = true;
        for (auto& th : threads) th.join();
    }

    // The uses of runs a kill cut off come back with the sweep.
    pg_reader db(s->url());
    if (!db.ok()) fail("cannot read the store");
    long open_holds = -1;
    const auto holds_until = clock_type::now() + std::chrono::seconds(hold_s + 10 * sweep_s + 30);
    while (db.ok() && clock_type::now() < holds_until) {
        open_holds = db.number("SELECT count(*) FROM daily_holds WHERE NOT returned");
        if (open_holds == 0) break;
        std::this_thread::sleep_for(500ms);
    }
    if (open_holds != 0) fail("daily holds still open after the sweep's time: " + std::to_string(open_holds));
    const sample last = settled(*s);

    // --- the report and the checks ---
    std::printf("\n%-12s %6s %12s %12s\n", "killed", "times", "p50 back s", "max back s");
    for (const auto victim : all_targets) {
        std::vector<double> back;
        for (const auto& k : kills) {
            if (k.victim == victim && k.recovery_s >= 0) back.push_back(k.recovery_s);
        }
        const long times = std::count_if(kills.begin(), kills.end(), [&](const kill_record& k) { return k.victim == victim; });
        std::printf("%-12s %6ld %12.2f %12.2f\n", name_of(victim), times, back.empty() ? 0.0 : percentile(back, 0.5),
                    back.empty() ? 0.0 : *std::max_element(back.begin(), back.end()));
    }
    for (const auto& k : kills) {
        if (k.recovery_s < 0) fail(std::string(name_of(k.victim)) + " did not answer again within 30 s");
    }
    if (kills.empty()) fail("no component was killed (the run was shorter than one interval)");

    long stored_ok = 0;
    for (const auto& u : users) stored_ok += static_cast<long>(u.seen.size());
    std::printf("\ndata-code answered 200: %ld (p50 %.1f ms, p99 %.1f ms)\nstatuses:", stored_ok,
                percentile(t.run_ms, 0.5), percentile(t.run_ms, 0.99));
    for (const auto& [k, v] : t.statuses) std::printf("  %s ×%ld", k.c_str(), v);
    std::printf("\n");
    for (const auto& [k, v] : t.statuses) {
        if (k != "200" && k != "503 unavailable" && k != "503 capacity" && k != "no answer") {
            fail("an answer outside the documented ones under faults: " + k + " ×" + std::to_string(v));
        }
    }
    if (t.bad_reads > 0) fail("reads of a stored version that answered wrong: " + std::to_string(t.bad_reads));

    // A request without an answer: only when its agents instance was killed while it was out.
    for (const auto& u : users) {
        for (const auto& l : u.lost) {
            const bool explained = std::any_of(kills.begin(), kills.end(), [&](const kill_record& k) {
                const bool same = (k.victim == target::agents_a && l.side == 0) || (k.victim == target::agents_b && l.side == 1);
                const auto back = k.at + std::chrono::milliseconds(static_cast<long>(std::max(k.recovery_s, 30.0) * 1000));
                return same && k.at <= l.to + 1s && back >= l.from - 1s;
            });
            if (!explained) fail(u.name + ": a request went unanswered with its agents instance up");
        }
    }

    long stored_total = 0, unseen_total = 0, lost_total = 0;
    for (const auto& u : users) {
        const auto rows = db.rows("SELECT version, row_count, octet_length(csv) FROM dataset_versions"
                                  " WHERE session_id = $1 ORDER BY version",
                                  {u.sid});
        std::map<int, int> stored;  // version → rows
        int expected = 1;
        for (const auto& r : rows) {
            const int v = std::stoi(r[0]);
            if (v != expected++) fail(u.name + ": the stored versions have a gap or a duplicate at " + r[0]);
            if (std::stol(r[1]) <= 0 || std::stol(r[2]) <= 0) fail(u.name + ": version " + r[0] + " is half written");
            stored[v] = std::stoi(r[1]);
        }
        for (const auto& sv : u.seen) {
            const auto it = stored.find(sv.version);
            if (it == stored.end()) {
                fail(u.name + ": version " + std::to_string(sv.version) + " was answered 200 and is not stored");
            } else if (it->second != sv.rows) {
                fail(u.name + ": version " + std::to_string(sv.version) + " is stored with other rows");
            }
        }
        const long unseen = static_cast<long>(stored.size()) - static_cast<long>(u.seen.size());
        if (unseen < 0 || unseen > static_cast<long>(u.lost.size())) {
            fail(u.name + ": " + std::to_string(unseen) + " versions stored that no answer named, for " +
                 std::to_string(u.lost.size()) + " unanswered requests");
        }
        const long counted = db.number("SELECT coalesce(sum(uses), 0) FROM daily_counts WHERE user_id = $1"
                                       " AND counter = 'data_runs'",
                                       {u.name});
        if (counted != static_cast<long>(stored.size())) {
            fail(u.name + ": daily count " + std::to_string(counted) + " but " + std::to_string(stored.size()) +
                 " versions stored; its answers other than 200 (seconds from the first kill):");
            for (const auto& note : u.others) {
                const auto since = [&](clock_type::time_point p) { return kills.empty() ? 0.0 : seconds_between(kills.front().at, p); };
                std::printf("    %8.1f – %8.1f s  agents %c  %s\n", since(note.from), since(note.to),
                            note.side == 0 ? 'A' : 'B', note.what.c_str());
            }
        }
        stored_total += static_cast<long>(stored.size());
        unseen_total += std::max(unseen, 0L);
        lost_total += static_cast<long>(u.lost.size());
    }
    std::printf("versions stored: %ld (%ld of them by a request that got no answer; %ld requests unanswered)\n",
                stored_total, unseen_total, lost_total);

    std::printf("\n%-22s %14s %14s %8s\n", "held (services idle)", "after warm-up", "at the end", "change");
    const auto line = [&](const std::string& what, long a, long b, bool checked = true) {
        const double change = a > 0 ? 100.0 * static_cast<double>(b - a) / static_cast<double>(a) : 0;
        std::printf("%-22s %14ld %14ld %7.1f%%%s\n", what.c_str(), a, b, change, checked ? "" : "  (not checked: ASan build)");
        if (checked && !not_grown(a, b)) fail(what + " grew more than 10 %");
    };
    for (int i = 0; i < 2; ++i) {
        const std::string who = std::string("agents ") + (i == 0 ? "A" : "B");
        const auto& a = first.agents[static_cast<std::size_t>(i)];
        const auto& b = last.agents[static_cast<std::size_t>(i)];
        line(who + " RSS kB", a.rss_kb, b.rss_kb, rss_checked);
        line(who + " fds", a.fds, b.fds);
        line(who + " threads", a.threads, b.threads);
    }
    line("renderer RSS kB", first.renderer.rss_kb, last.renderer.rss_kb, rss_checked);
    line("renderer fds", first.renderer.fds, last.renderer.fds);
    line("renderer threads", first.renderer.threads, last.renderer.threads);
    line("renderer mounts", first.renderer.mounts, last.renderer.mounts);
    line("renderer cgroups", first.renderer.cgroups, last.renderer.cgroups);
    const long pg_connections_last =
        db.number("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
    std::printf("%-22s %14ld %14ld\n", "PostgreSQL connections", pg_connections_first, pg_connections_last);
    if (pg_connections_last > 2) fail("PostgreSQL holds more connections than the two agents instances");
    for (const pid_t old : s->old_renderers()) {
        if (const long left = count_cgroups(old); left > 0) {
            fail("a killed renderer's cgroups were left: " + std::to_string(left) + " of pid " + std::to_string(old));
        }
    }
    std::printf("\n%s\n", ok ? "every check holds" : "CHECKS FAILED");
    if (!ok) {
        s->keep_logs();
        std::printf("the services' logs: %s\n", (dir / "logs").c_str());
    }
    s.reset();
    std::error_code ec;
    if (ok) {
        std::filesystem::remove_all(dir, ec);
    } else {
        // The logs stay; the rest (run folders, data) goes.
        for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
            if (e.path().filename() != "logs") std::filesystem::remove_all(e.path(), ec);
        }
    }
    return ok ? 0 : 1;
}

}  // namespace anyplot::bench

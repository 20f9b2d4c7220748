// The chat turn's own cost and its independence from the sandbox queue, measured side by side in
// one run against a real renderer and agents service (the offline model):
//   1. the agents' own time per turn (everything but the renderer, the wait for it and model
//      calls; each turn logs it) for greetings and for a catalogue computation that runs;
//   2. a chat answer while another turn's run holds the only run slot: time to `done` against
//      the run holding the slot.
// Usage: bench_chat [turns]   (default 40)
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <nlohmann/json.hpp>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
using anyplot::bench::percentile;
using anyplot::test::daemon_process;

namespace {

const std::string token = "bench-token-0123456789abcdef";

struct chat_client {
    std::uint16_t port;
    std::string user;
    std::string session() const {
        const auto r = anyplot::test::http_call(port, "POST", "/v1/sessions",
                                                {"Authorization: Bearer " + token, "X-Anyplot-User: " + user});
        return r && r->status == 201 ? json::parse(r->body)["session_id"].get<std::string>() : std::string();
    }
    // One turn to its `done`; the milliseconds from sending to `done`, or -1.
    double turn(const std::string& sid, const std::string& text, bool* stored = nullptr) const {
        anyplot::test::raw_connection c(port);
        const std::string body = json{{"text", text}}.dump();
        const std::string req = "POST /v1/sessions/" + sid + "/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                "Authorization: Bearer " + token + "\r\nX-Anyplot-User: " + user +
                                "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                                "\r\n\r\n" + body;
        const auto t0 = clock_type::now();
        if (!c.send(req) || !c.read_head(std::chrono::seconds(60))) return -1;
        while (auto e = c.next_event(std::chrono::seconds(60))) {
            if (e->name == "dataset" && stored != nullptr) *stored = true;
            if (e->name == "done") return std::chrono::duration<double, std::milli>(clock_type::now() - t0).count();
        }
        return -1;
    }
};

// own_ms of the agents' "turn" log lines written after `from`.
std::vector<double> own_times(const std::string& log, std::size_t from) {
    std::vector<double> out;
    std::istringstream in(log.substr(from));
    std::string line;
    while (std::getline(in, line)) {
        if (line.find("\"event\":\"turn\"") == std::string::npos) continue;
        const auto j = json::parse(line, nullptr, false);
        if (!j.is_discarded() && j.contains("own_ms")) out.push_back(j["own_ms"].get<double>());
    }
    return out;
}

int in_flight(std::uint16_t renderer_port) {
    const auto r = anyplot::test::http_call(renderer_port, "GET", "/status", {"Authorization: Bearer " + token});
    return r && r->status == 200 ? json::parse(r->body)["in_flight"].get<int>() : -1;
}

void print(const char* label, const std::vector<double>& v) {
    std::printf("%-62s n %3zu   p50 %8.2f ms   p99 %8.2f ms\n", label, v.size(), percentile(v, 0.5), percentile(v, 0.99));
}

}  // namespace

int main(int argc, char** argv) {
    const int turns = argc > 1 ? std::max(5, std::atoi(argv[1])) : 40;
    const std::string base = "/tmp/anyplot-bench-chat-" + std::to_string(::getpid());
    daemon_process renderer(anyplot::test::binary("renderer/anyplot-renderer"), {},
                            {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                             {"RENDERER_RUN_ROOT", base + "/runs"}, {"RENDERER_MIN_AVAILABLE_MB", "64"},
                             {"PATH", "/usr/bin:/bin"}});
    const auto raddr = renderer.wait_listening();
    if (!raddr) return 1;
    daemon_process agents(anyplot::test::binary("agents/anyplot-agents"), {},
                          {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token},
                           {"AGENT_RENDER_URL", "http://" + *raddr}, {"AGENT_RENDER_TOKEN", token},
                           {"AGENT_DATA_DIR", base + "/data"}, {"AGENT_RUN_SLOTS", "1"},
                           {"AGENT_USER_MESSAGES_PER_MINUTE", "100000"}, {"AGENT_USER_MESSAGES_PER_DAY", "1000000"},
                           {"AGENT_DAILY_DATA_RUNS", "100000"}, {"AGENT_USER_SESSIONS_PER_HOUR", "1000000"},
         {"AGENT_USER_SESSIONS_PER_DAY", "1000000"}, {"AGENT_USER_RUNS", "256"}, {"AGENT_USER_QUEUED", "100000"}});
    if (!agents.wait_listening()) return 1;
    const chat_client alice{agents.port(), "alice"};
    const chat_client bob{agents.port(), "bob"};
    // Warm: the validator's helpers, the renderer's standby children.
    const std::string warm_sid = alice.session();
    for (int i = 0; i < 3; ++i) (void)alice.turn(warm_sid, "draw a random walk");

    std::printf("== the agents' own time per turn (everything but the renderer, the wait for it and model calls)\n");
    std::size_t mark = agents.log().size();
    std::vector<double> greet_done;
    for (int i = 0; i < turns; ++i) greet_done.push_back(alice.turn(alice.session(), "hello"));
    const auto greet_own = own_times(agents.log(), mark);
    mark = agents.log().size();
    std::vector<double> run_done;
    int stored = 0;
    const std::string sid = alice.session();
    for (int i = 0; i < turns; ++i) {
        bool ok = false;
        run_done.push_back(alice.turn(sid, "draw a random walk", &ok));
        stored += ok ? 1 : 0;
    }
    const auto run_own = own_times(agents.log(), mark);
    // The same computation with the request's numbers (the catalogue's parameters read, the code's
    // lines rewritten, the answer naming them), turn for turn after the plain one.
    mark = agents.log().size();
    int stored_numbers = 0;
    for (int i = 0; i < turns; ++i) {
        bool ok = false;
        (void)alice.turn(sid, "draw a random walk of 500 steps", &ok);
        stored_numbers += ok ? 1 : 0;
    }
    const auto numbers_own = own_times(agents.log(), mark);
    print("a greeting (offline judge, fixed answer): own time", greet_own);
    print("a greeting: time to done at the client", greet_done);
    print("\"draw a random walk\" (judge, model, validator, renderer, store): own", run_own);
    print("\"draw a random walk\": time to done at the client", run_done);
    print("\"draw a random walk of 500 steps\" (its numbers read): own", numbers_own);
    std::printf("(%d and %d of %d random-walk turns stored a version)\n", stored, stored_numbers, turns);
    if (!run_own.empty() && !numbers_own.empty()) {
        std::printf("own time with numbers / without, p50: %.2fx\n", percentile(numbers_own, 0.5) / percentile(run_own, 0.5));
    }

    std::printf("== a chat answer while another turn's run holds the only run slot (AGENT_RUN_SLOTS=1)\n");
    const std::string hold_code =
        "import datetime\nimport pandas as pd\nend = datetime.datetime.now() + datetime.timedelta(seconds=4)\n"
        "while datetime.datetime.now() < end:\n    pass\ndf = pd.DataFrame({'x': [1]})\n";
    double held_ms = -1;
    std::thread holder([&] { held_ms = alice.turn(alice.session(), hold_code); });
    const std::uint16_t rport = anyplot::test::port_of(*raddr);
    for (int i = 0; i < 500 && in_flight(rport) < 1; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::vector<double> answered;
    const std::string bob_sid = bob.session();
    for (int i = 0; i < turns && in_flight(rport) >= 1; ++i) answered.push_back(bob.turn(bob_sid, "hello"));
    const bool still_held = in_flight(rport) >= 1;
    holder.join();
    print("a greeting while the slot is held: time to done", answered);
    std::printf("%-62s %8.0f ms  (the slot was held throughout: %s)\n", "the turn holding the slot: time to done",
                held_ms, still_held ? "yes" : "no");
    std::printf("ratio, the run holding the slot / a chat answer (p50): %.0fx\n", held_ms / percentile(answered, 0.5));

    agents.signal(SIGTERM);
    (void)agents.wait_exit();
    renderer.signal(SIGTERM);
    (void)renderer.wait_exit();
    std::error_code ignored;
    std::filesystem::remove_all(base, ignored);
    return 0;
}

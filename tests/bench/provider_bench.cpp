// The model-provider client's own cost, against the fake provider on loopback over TLS (its
// Python answers are the same in every row, so the differences are ours): a call on a kept-alive
// connection, on a new connection that resumes the TLS session, and on a new connection with a
// full handshake. Then a chat turn with a streaming provider (judge, root with a tool call, the
// real renderer, dataset judge, the streamed answer): the agents' own time per turn.
// Usage: bench_provider [calls]   (default 60)
#include "common/http/upstream.hpp"
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/fake_provider.hpp"
#include "tests/support/raw_http.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace asio = boost::asio;
namespace http = anyplot::common::http;
using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
using anyplot::bench::percentile;

namespace {

const std::string token = "bench-token-0123456789abcdef";

asio::awaitable<void> fetch_once(http::upstream_client* c, std::string url, bool* ok) {
    http::upstream_request r;
    r.url = std::move(url);
    r.body = "{}";
    auto answer = co_await c->fetch(std::move(r));
    *ok = answer.ok() && answer->head.status == 200;
}

// Milliseconds of one call on `client`, run to completion on its own io_context.
double timed_call(asio::io_context& ioc, http::upstream_client& client, const std::string& url) {
    bool ok = false;
    const auto t0 = clock_type::now();
    anyplot::test::spawn(ioc, fetch_once(&client, url, &ok));
    ioc.restart();
    ioc.run();
    return ok ? std::chrono::duration<double, std::milli>(clock_type::now() - t0).count() : -1;
}

json text_step(const std::string& text, bool close = false) {
    json step = {{"reply", {{"text", text}}}};
    if (close) step["close"] = true;
    return step;
}

// Failed calls (-1) are counted, never timed.
void print(const char* label, const std::vector<double>& all) {
    std::vector<double> v;
    for (double x : all) {
        if (x >= 0) v.push_back(x);
    }
    std::printf("%-64s n %3zu   p50 %7.2f ms   p99 %7.2f ms", label, v.size(), percentile(v, 0.5), percentile(v, 0.99));
    if (v.size() != all.size()) std::printf("   FAILED %zu", all.size() - v.size());
    std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
    const int calls = argc > 1 ? std::max(5, std::atoi(argv[1])) : 60;
    anyplot::test::fake_provider fake;
    if (!fake.ok()) return 1;
    const std::string url = fake.url("/v1/chat/completions");

    std::printf("== the provider client, %d whole calls each, to the fake provider over TLS on loopback\n", calls);
    std::vector<double> kept, resumed, fresh;
    {
        asio::io_context ioc;
        http::upstream_client client(ioc.get_executor(), fake.ca_file());
        json steps = json::array();
        for (int i = 0; i < calls + 1; ++i) steps.push_back(text_step("ok"));
        fake.script(steps);
        (void)timed_call(ioc, client, url);  // the first handshake
        for (int i = 0; i < calls; ++i) kept.push_back(timed_call(ioc, client, url));
        std::printf("   kept alive: %llu connection(s) for %d calls, %zu requests seen by the provider\n",
                    static_cast<unsigned long long>(client.stats().connections), calls + 1, fake.requests().size());
    }
    {
        asio::io_context ioc;
        http::upstream_client client(ioc.get_executor(), fake.ca_file());
        json steps = json::array();
        for (int i = 0; i < calls + 1; ++i) steps.push_back(text_step("ok", true));  // the server closes each
        fake.script(steps);
        (void)timed_call(ioc, client, url);
        for (int i = 0; i < calls; ++i) resumed.push_back(timed_call(ioc, client, url));
        std::printf("   new connections: %llu, of which TLS sessions resumed: %llu\n",
                    static_cast<unsigned long long>(client.stats().connections),
                    static_cast<unsigned long long>(client.stats().resumed));
    }
    {
        json steps = json::array();
        for (int i = 0; i < calls; ++i) steps.push_back(text_step("ok", true));
        fake.script(steps);
        for (int i = 0; i < calls; ++i) {
            asio::io_context ioc;
            http::upstream_client client(ioc.get_executor(), fake.ca_file());  // no session to resume
            fresh.push_back(timed_call(ioc, client, url));
        }
    }
    print("a call on a kept-alive connection", kept);
    print("a call on a new connection, TLS session resumed", resumed);
    print("a call on a new connection, full TLS handshake", fresh);
    std::printf("ratio, full handshake / kept alive (p50): %.1fx; resumed / kept alive: %.1fx\n",
                percentile(fresh, 0.5) / percentile(kept, 0.5), percentile(resumed, 0.5) / percentile(kept, 0.5));

    std::printf("== a chat turn with a streaming provider (judge, root + run_data_code, the real renderer, dataset judge)\n");
    const std::string base = "/tmp/anyplot-bench-provider-" + std::to_string(::getpid());
    std::filesystem::create_directories(base);
    std::ofstream(base + "/key") << "sk-bench\n";
    anyplot::test::daemon_process renderer(anyplot::test::binary("renderer/anyplot-renderer"), {},
                                           {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                                            {"RENDERER_RUN_ROOT", base + "/runs"}, {"RENDERER_MIN_AVAILABLE_MB", "64"},
                                            {"PATH", "/usr/bin:/bin"}});
    const auto raddr = renderer.wait_listening();
    if (!raddr) return 1;
    anyplot::test::daemon_process agents(
        anyplot::test::binary("agents/anyplot-agents"), {},
        {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token}, {"AGENT_RENDER_URL", "http://" + *raddr},
         {"AGENT_RENDER_TOKEN", token}, {"AGENT_DATA_DIR", base + "/data"}, {"AGENT_MODEL_PROVIDER", "openai"},
         {"AGENT_MODEL_URL", fake.url("/v1")}, {"AGENT_MODEL_NAME", "bench"}, {"AGENT_MODEL_KEY_FILE", base + "/key"},
         {"AGENT_CA_FILE", fake.ca_file()}, {"AGENT_USER_MESSAGES_PER_MINUTE", "100000"},
         {"AGENT_USER_MESSAGES_PER_DAY", "1000000"}, {"AGENT_DAILY_DATA_RUNS", "100000"}, {"AGENT_USER_SESSIONS_PER_HOUR", "1000000"},
         {"AGENT_USER_SESSIONS_PER_DAY", "1000000"}, {"AGENT_USER_RUNS", "256"}, {"AGENT_USER_QUEUED", "100000"}});
    if (!agents.wait_listening()) return 1;
    const std::string code = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2], 'y': [3, 4]})\n";
    const int turns = std::max(5, calls / 3) + 1;  // the first warms the renderer and is not counted
    json steps = json::array();
    for (int i = 0; i < turns; ++i) {
        steps.push_back(text_step(R"({"decision": "in_scope"})"));
        steps.push_back({{"reply", {{"text", "Running it."},
                                    {"tool_calls", json::array({{{"id", "c1"}, {"name", "run_data_code"},
                                                                 {"arguments", {{"code", code}, {"source_language", "python"}}}}})}}}});
        steps.push_back(text_step(R"({"decision": "allow", "language": "en"})"));
        steps.push_back(text_step("Here is your table with two rows."));
    }
    fake.script(steps);
    const std::size_t mark = agents.log().size();
    std::vector<double> done_ms;
    for (int i = 0; i < turns; ++i) {
        const auto s = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions",
                                                {"Authorization: Bearer " + token, "X-Anyplot-User: bench"});
        const std::string sid = json::parse(s->body)["session_id"];
        anyplot::test::raw_connection c(agents.port());
        const std::string body = json{{"text", "make me a two-row table"}}.dump();
        const auto t0 = clock_type::now();
        c.send("POST /v1/sessions/" + sid + "/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + token +
               "\r\nX-Anyplot-User: bench\r\nContent-Type: application/json\r\nContent-Length: " +
               std::to_string(body.size()) + "\r\n\r\n" + body);
        (void)c.read_head();
        while (auto e = c.next_event()) {
            if (e->name == "done" && i > 0) done_ms.push_back(std::chrono::duration<double, std::milli>(clock_type::now() - t0).count());
        }
    }
    std::vector<double> own;
    std::istringstream log(agents.log().substr(mark));
    std::string line;
    bool first = true;
    while (std::getline(log, line)) {
        if (line.find("\"event\":\"turn\"") == std::string::npos) continue;
        if (std::exchange(first, false)) continue;
        const auto j = json::parse(line, nullptr, false);
        if (!j.is_discarded()) own.push_back(j["own_ms"].get<double>());
    }
    print("the agents' own time per turn (without model calls and the renderer)", own);
    print("a turn, time to done at the client (4 model calls, one run)", done_ms);
    agents.signal(SIGTERM);
    (void)agents.wait_exit();
    renderer.signal(SIGTERM);
    (void)renderer.wait_exit();
    std::error_code ignored;
    std::filesystem::remove_all(base, ignored);
    return 0;
}

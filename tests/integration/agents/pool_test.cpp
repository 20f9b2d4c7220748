// A pool of three real renderers behind one agents service: one killed (its port refuses), one
// answering busy (its only slot held by a long run posted to it directly, no slot wait), one
// healthy. Every data run succeeds on the healthy one, exactly once, and /v1/status and /metrics
// show the pool as it is.
#include "tests/integration/agents/fixture.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <signal.h>

#include <filesystem>
#include <thread>

using namespace anyplot::test::agents_fixture;

namespace {

// The value of one series in a Prometheus text exposition (0 when absent).
double series(const std::string& text, const std::string& name_and_labels) {
    const std::string prefix = name_and_labels + " ";
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
        if (at == 0 || text[at - 1] == '\n') return std::stod(text.substr(at + prefix.size()));
    }
    return 0;
}

std::string metrics_of(std::uint16_t port) {
    const auto r = anyplot::test::http_call(port, "GET", "/metrics", {auth});
    REQUIRE(r);
    REQUIRE(r->status == 200);
    return r->body;
}

std::string snippet(int n) {
    return "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2, 3], 'y': [" + std::to_string(n) + ", 5, 6]})\n";
}

}  // namespace

TEST_CASE("a pool of three renderers - killed, busy, healthy - runs every job once on the healthy one",
          "[agents][pool]") {
    // The killed one gets its own run root: SIGKILL leaves its run directories behind.
    const std::filesystem::path killed_root =
        std::filesystem::temp_directory_path() / ("anyplot-pool-killed-" + std::to_string(::getpid()));
    std::filesystem::create_directories(killed_root);
    auto killed = start_renderer({{"RENDERER_RUN_ROOT", killed_root.string()}});
    auto busy = start_renderer({{"RENDERER_SLOTS", "1"}, {"RENDERER_SLOT_WAIT_S", "0.2"}});
    auto healthy = start_renderer();
    const auto killed_address = killed.wait_listening();
    const auto busy_address = busy.wait_listening();
    const auto healthy_address = healthy.wait_listening();
    REQUIRE(killed_address);
    REQUIRE(busy_address);
    REQUIRE(healthy_address);
    killed.signal(SIGKILL);
    REQUIRE(killed.wait_exit());

    // The busy one's only slot, held by a long run of our own (cancelled at the end).
    std::optional<raw_response> holder;
    std::thread hold([&] {
        const std::string body = json{{"job_id", "holder"}, {"source", "import time\ntime.sleep(25)\n"},
                                      {"timeout_s", 30}}.dump();
        holder = anyplot::test::http_call(busy.port(), "POST", "/run-data", {auth, "Content-Type: application/json"},
                                          body);
    });
    bool held = false;
    for (int i = 0; i < 500 && !held; ++i) {
        const auto s = anyplot::test::http_call(busy.port(), "GET", "/status", {auth});
        held = s && s->status == 200 && json::parse(s->body)["in_flight"] == 1;
        if (!held) std::this_thread::sleep_for(20ms);
    }
    REQUIRE(held);

    data_dir dir;
    const std::string urls = "http://" + *killed_address + ",http://" + *busy_address + ",http://" + *healthy_address;
    auto agents = start_agents(urls, dir.path, {{"AGENT_RENDER_DOWN_S", "120"}});
    REQUIRE(agents.wait_listening());
    client c{agents.port()};
    const std::string sid = c.session();

    constexpr int runs = 4;
    for (int n = 1; n <= runs; ++n) {
        const auto r = c.data_code(sid, snippet(n));
        REQUIRE(r);
        INFO(r->body);
        REQUIRE(r->status == 200);
        CHECK(json::parse(r->body)["version"] == n);
    }

    const auto status = c.call("GET", "/v1/status");
    REQUIRE(status);
    INFO(status->body);
    REQUIRE(status->status == 200);
    const auto st = json::parse(status->body);
    CHECK(st["name"] == "anyplot-agents");
    REQUIRE(st["renderers"].size() == 3);
    CHECK(st["renderers"][0]["url"] == "http://" + *killed_address);
    CHECK(st["renderers"][0]["state"] == "down");
    CHECK(st["renderers"][0]["last_error"] == "connect");
    CHECK(st["renderers"][0]["down_for_s"].get<double>() > 0);
    CHECK(st["renderers"][1]["state"] == "up");  // full, not down
    CHECK(st["renderers"][1]["last_error"] == "busy");
    CHECK(st["renderers"][2]["state"] == "up");
    CHECK(st["renderers"][2]["last_error"].is_null());
    for (const auto& r : st["renderers"]) CHECK(r["in_flight"] == 0);
    CHECK(st["model"]["provider"] == "offline");
    CHECK(st["store"]["kind"] == "sqlite");
    CHECK(status->body.find(token) == std::string::npos);
    // Operators' route: the token is required, a user is not.
    const auto anonymous = anyplot::test::http_call(agents.port(), "GET", "/v1/status");
    REQUIRE(anonymous);
    CHECK(anonymous->status == 401);

    // Each job ran exactly once, on the healthy renderer; the busy one refused without running any.
    const std::string healthy_metrics = metrics_of(healthy.port());
    CHECK(series(healthy_metrics, "renderer_runs_total{outcome=\"ok\"}") == runs);
    const std::string busy_metrics = metrics_of(busy.port());
    CHECK(series(busy_metrics, "renderer_runs_total{outcome=\"ok\"}") == 0);
    const double refused_busy = series(busy_metrics, "renderer_runs_total{outcome=\"busy\"}");
    CHECK(refused_busy >= 1);
    const std::string agents_metrics = metrics_of(agents.port());
    CHECK(series(agents_metrics, "agents_renderer_pool_moves_total{reason=\"connect\"}") == 1);
    CHECK(series(agents_metrics, "agents_renderer_pool_moves_total{reason=\"busy\"}") == refused_busy);
    CHECK(series(agents_metrics, "agents_renderer_up{renderer=\"0\"}") == 0);
    CHECK(series(agents_metrics, "agents_renderer_up{renderer=\"1\"}") == 1);
    CHECK(series(agents_metrics, "agents_renderer_up{renderer=\"2\"}") == 1);
    CHECK(series(agents_metrics, "agents_renderer_in_flight{renderer=\"2\"}") == 0);
    const auto versions = c.call("GET", "/v1/sessions/" + sid + "/dataset/versions");
    REQUIRE(versions);
    REQUIRE(versions->status == 200);
    CHECK(json::parse(versions->body)["versions"].size() == runs);  // one stored version per run, no more

    const auto cancel = anyplot::test::http_call(busy.port(), "POST", "/run-data/holder/cancel", {auth});
    REQUIRE(cancel);
    CHECK(cancel->status == 200);
    hold.join();
    REQUIRE(holder);
    CHECK(holder->status == 499);
    std::filesystem::remove_all(killed_root);
}

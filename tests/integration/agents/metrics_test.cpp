// Both services' /metrics after real traffic: accepted by Prometheus's own checker
// (`promtool check metrics`, Debian's prometheus package), with the latency histograms filled.
#include "tests/integration/agents/fixture.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <cctype>
#include <string_view>

using namespace anyplot::test::agents_fixture;

namespace {

struct checked {
    int exit_code = -1;
    std::string output;
};

// promtool reads the exposition on stdin; its findings go to stdout/stderr.
checked promtool_check(const std::string& exposition) {
    const auto file = std::filesystem::temp_directory_path() / ("anyplot-metrics-" + std::to_string(::getpid()));
    std::ofstream(file) << exposition;
    const std::string command = "promtool check metrics < " + file.string() + " 2>&1";
    checked out;
    if (FILE* p = ::popen(command.c_str(), "r")) {
        char buf[512];
        while (const std::size_t n = std::fread(buf, 1, sizeof buf, p)) out.output.append(buf, n);
        const int status = ::pclose(p);
        out.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::filesystem::remove(file);
    return out;
}

std::string metrics_of(std::uint16_t port) {
    const auto r = anyplot::test::http_call(port, "GET", "/metrics", {auth});
    REQUIRE(r);
    REQUIRE(r->status == 200);
    return r->body;
}

}  // namespace

TEST_CASE("both services' metrics pass promtool and carry the latency histograms", "[agents][metrics]") {
    REQUIRE(std::filesystem::exists("/usr/bin/promtool"));  // scripts/bootstrap installs prometheus
    stack s;
    const client c{s.agents.port()};
    const std::string sid = c.session();
    REQUIRE(c.data_code(sid, "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2, 3]})\n")->status == 200);
    REQUIRE(c.data_code(sid, "df = open('x')\n")->status == 422);  // a validation refusal
    auto turn = c.message(sid, "draw the Lorenz attractor");
    REQUIRE(turn.head);
    turn.all();
    REQUIRE(turn.first("done"));

    const std::string agents = metrics_of(s.agents.port());
    const std::string renderer = metrics_of(s.renderer.port());
    for (const std::string* text : {&agents, &renderer}) {
        const auto r = promtool_check(*text);
        INFO(r.output);
        CHECK(r.exit_code == 0);
        CHECK(r.output.empty());  // no lint findings either
    }
    CHECK(agents.find("# TYPE agents_run_seconds histogram") != std::string::npos);
    CHECK(agents.find("agents_run_seconds_count{result=\"ok\"} 2") != std::string::npos);  // data-code + the turn's run
    CHECK(agents.find("agents_validation_seconds_count{result=\"clean\"} 2") != std::string::npos);
    CHECK(agents.find("agents_validation_seconds_count{result=\"refused\"} 1") != std::string::npos);
    CHECK(agents.find("agents_slot_wait_seconds_count{outcome=\"granted\"} 2") != std::string::npos);
    CHECK(agents.find("agents_turn_seconds_count 1") != std::string::npos);
    CHECK(agents.find("agents_run_seconds_bucket{result=\"ok\",le=\"+Inf\"} 2") != std::string::npos);
    CHECK(renderer.find("renderer_slot_wait_seconds_count 2") != std::string::npos);
    CHECK(renderer.find("# TYPE renderer_run_duration_seconds histogram") != std::string::npos);
}

TEST_CASE("deploy's alert rules and dashboard name only metric families the services expose", "[agents][metrics][deploy]") {
    // promtool checks the rules and runs their unit test (alerts fire on the series meant to fire them).
    const std::string dir = std::string(ANYPLOT_SOURCE_DIR) + "/deploy/prometheus";
    CHECK(std::system(("promtool check rules " + dir + "/anyplot-alerts.yml >/dev/null").c_str()) == 0);
    CHECK(std::system(("cd " + dir + " && promtool test rules alerts-test.yml >/dev/null").c_str()) == 0);
    stack s;
    const client c{s.agents.port()};
    auto turn = c.message(c.session(), "draw the Lorenz attractor");
    turn.all();
    const std::string exposed = metrics_of(s.agents.port()) + metrics_of(s.renderer.port());
    for (const std::string file : {"/deploy/prometheus/anyplot-alerts.yml", "/deploy/grafana/anyplot.json"}) {
        std::ifstream in(std::string(ANYPLOT_SOURCE_DIR) + file);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        REQUIRE_FALSE(text.empty());
        int named = 0;
        for (const std::string_view prefix : {"agents_", "renderer_", "http_"}) {
            for (auto at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
                const bool word_start = at == 0 || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) ||
                                                     text[at - 1] == '_' || text[at - 1] == '-');
                if (!word_start) continue;
                auto end = at;
                while (end < text.size() && (std::islower(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
                std::string name = text.substr(at, end - at);
                for (const std::string_view suffix : {"_bucket", "_sum", "_count"}) {
                    if (name.ends_with(suffix)) name.resize(name.size() - suffix.size());
                }
                INFO(file << " names " << name);
                CHECK(exposed.find("# TYPE " + name + " ") != std::string::npos);
                ++named;
            }
        }
        CHECK(named >= 5);
    }
}

TEST_CASE("promtool rejects a malformed exposition - the check can fail", "[agents][metrics]") {
    const auto r = promtool_check("# TYPE x histogram\nx_bucket{le=\"1\"} 3\nx_bucket{le=\"+Inf\"} 2\nx_count 2\n");
    CHECK(r.exit_code != 0);
}

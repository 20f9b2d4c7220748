#pragma once
// The renderer integration tests' fixture: a real anyplot-renderer on 127.0.0.1:0 (its own uid
// range, see daemon_process.hpp), runs posted and decoded with the closed wire decoder.
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"
#include "wire/data_run.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <string>
#include <thread>

namespace anyplot::test::renderer_fixture {

using anyplot::test::binary;
using anyplot::test::daemon_process;
using anyplot::test::raw_connection;
using anyplot::test::raw_response;
namespace wire = anyplot::wire;
using namespace std::chrono_literals;

inline const std::string token = "renderer-test-token-0123456789";
inline const std::string auth = "Authorization: Bearer " + token;

inline const std::string two_rows = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2], 'y': [3, 4]})\n";
inline const std::string two_rows_csv = "x,y\n1,3\n2,4\n";

struct renderer {
    using settings = std::map<std::string, std::string>;
    explicit renderer(settings extra = {}) : d(make(std::move(extra))) {
        REQUIRE(d.wait_listening());
    }
    static daemon_process make(std::map<std::string, std::string> extra) {
        std::map<std::string, std::string> env = {
            {"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}, {"PATH", "/usr/bin:/bin"},
            {"RENDERER_MIN_AVAILABLE_MB", "64"}, {"RENDERER_KILL_AVAILABLE_MB", "32"}};
        for (auto& [k, v] : extra) env[k] = v;
        return daemon_process(binary("renderer/anyplot-renderer"), {}, env);
    }
    std::optional<raw_response> post(const std::string& body) const {
        return anyplot::test::http_call(d.port(), "POST", "/run-data", {auth, "Content-Type: application/json"}, body);
    }
    std::optional<raw_response> status() const {
        return anyplot::test::http_call(d.port(), "GET", "/status", {auth});
    }
    daemon_process d;
};

inline std::string job(const std::string& id, const std::string& source, double timeout_s = 20) {
    return nlohmann::json{{"job_id", id}, {"source", source}, {"timeout_s", timeout_s}}.dump();
}

// Runs a snippet and decodes the 200 answer with the closed decoder.
inline wire::data_run_response run(const renderer& r, const std::string& id, const std::string& source,
                                   double timeout_s = 20) {
    const auto answer = r.post(job(id, source, timeout_s));
    REQUIRE(answer);
    INFO(answer->body);
    REQUIRE(answer->status == 200);
    auto decoded = wire::decode_data_run_response(answer->body);
    REQUIRE(decoded.ok());
    CHECK(decoded->job_id == id);
    return *decoded;
}

inline void expect_healthy_after(const renderer& r, const std::string& id) {
    const auto ok = run(r, id, two_rows);
    CHECK(ok.exit_code == 0);
    CHECK(ok.csv_text == two_rows_csv);
}

// The daemon's own log lines for finished runs: whether each was warm.
inline int count_runs(const renderer& r, bool warm) {
    const std::string log = r.d.log();
    const std::string needle = std::string("\"event\":\"run\"");
    int n = 0;
    for (std::size_t at = log.find(needle); at != std::string::npos; at = log.find(needle, at + 1)) {
        const auto end = log.find('\n', at);
        const std::string line = log.substr(at, end - at);
        if (line.find(warm ? "\"warm\":true" : "\"warm\":false") != std::string::npos) ++n;
    }
    return n;
}

// Waits until /status says a standby child is ready (the zygote imports for ~1 s first).
inline bool wait_warm(const renderer& r) {
    for (int i = 0; i < 300; ++i) {
        const auto s = r.status();
        if (s && s->status == 200 && nlohmann::json::parse(s->body)["warm"]["ready"].get<int>() > 0) return true;
        std::this_thread::sleep_for(100ms);
    }
    UNSCOPED_INFO("the daemon's log:\n" << r.d.log());  // the daemon's own lines: why no child came up
    return false;
}

}  // namespace anyplot::test::renderer_fixture

#pragma once
// The agents integration tests' fixture: a real renderer, a fresh data directory and a real agents
// service pointed at both (127.0.0.1:0), and a client that speaks the /v1 API (JSON and SSE).
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::test::agents_fixture {

using anyplot::test::binary;
using anyplot::test::daemon_process;
using anyplot::test::raw_connection;
using anyplot::test::raw_response;
using anyplot::test::sse_event;
using json = nlohmann::json;
using namespace std::chrono_literals;

inline const std::string token = "agents-test-token-0123456789";
inline const std::string auth = "Authorization: Bearer " + token;

struct data_dir {
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("anyplot-agents-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
    static int& counter() {
        static int n = 0;
        return n;
    }
    ~data_dir() { std::filesystem::remove_all(path); }
};

inline std::map<std::string, std::string> renderer_env(std::map<std::string, std::string> extra = {}) {
    std::map<std::string, std::string> env{{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                                           {"RENDERER_MIN_AVAILABLE_MB", "64"}, {"RENDERER_KILL_AVAILABLE_MB", "32"}};
    for (auto& [k, v] : extra) env[k] = v;
    return env;
}

inline daemon_process start_renderer(std::map<std::string, std::string> extra = {}) {
    return daemon_process(binary("renderer/anyplot-renderer"), {}, renderer_env(std::move(extra)));
}

inline std::map<std::string, std::string> agents_env(const std::string& render_url, const std::filesystem::path& dir,
                                                     std::map<std::string, std::string> extra = {}) {
    std::map<std::string, std::string> env = {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token},
                                              {"AGENT_RENDER_URL", render_url}, {"AGENT_RENDER_TOKEN", token},
                                              {"AGENT_DATA_DIR", dir.string()}};
    for (auto& [k, v] : extra) env[k] = v;
    return env;
}

inline daemon_process start_agents(const std::string& render_url, const std::filesystem::path& dir,
                                   std::map<std::string, std::string> extra = {}) {
    return daemon_process(binary("agents/anyplot-agents"), {}, agents_env(render_url, dir, std::move(extra)));
}

// One chat turn read as it streams: the head, then its events in order.
struct turn_stream {
    std::unique_ptr<raw_connection> conn;
    std::optional<raw_response> head;  // the stream's head, or the JSON answer given instead
    std::vector<sse_event> events;
    // The next event (bounded), recorded; nullopt at the stream's end.
    std::optional<sse_event> next(std::chrono::milliseconds limit = std::chrono::seconds(60)) {
        auto e = conn->next_event(limit);
        if (e) events.push_back(*e);
        return e;
    }
    // Reads until `name` arrived (returns it) or the stream ended.
    std::optional<sse_event> until(const std::string& name, std::chrono::milliseconds limit = std::chrono::seconds(60)) {
        while (auto e = next(limit)) {
            if (e->name == name) return e;
        }
        return std::nullopt;
    }
    void all() {
        while (next()) {
        }
    }
    [[nodiscard]] std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& e : events) out.push_back(e.name);
        return out;
    }
    [[nodiscard]] std::optional<json> first(const std::string& name) const {
        for (const auto& e : events) {
            if (e.name == name) return json::parse(e.data);
        }
        return std::nullopt;
    }
};

struct client {
    std::uint16_t port;
    std::string user = "alice";
    std::optional<raw_response> call(const std::string& method, const std::string& path, const std::string& body = {},
                                     const std::string& as_user = "") const {
        std::vector<std::string> headers = {auth, "Content-Type: application/json"};
        const std::string u = as_user.empty() ? user : as_user;
        if (u != "-") headers.push_back("X-Anyplot-User: " + u);
        return anyplot::test::http_call(port, method, path, headers, body);
    }
    std::string session() const {
        const auto r = call("POST", "/v1/sessions");
        REQUIRE(r);
        REQUIRE(r->status == 201);
        return json::parse(r->body)["session_id"];
    }
    // POST .../messages: the head read; events are read from the returned stream.
    turn_stream message(const std::string& sid, const std::string& text, const std::string& as_user = "") const {
        turn_stream t;
        t.conn = std::make_unique<raw_connection>(port);
        const std::string body = json{{"text", text}}.dump();
        const std::string u = as_user.empty() ? user : as_user;
        std::string req = "POST /v1/sessions/" + sid + "/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n" + auth +
                          "\r\nX-Anyplot-User: " + u + "\r\nContent-Type: application/json\r\nContent-Length: " +
                          std::to_string(body.size()) + "\r\n\r\n" + body;
        if (t.conn->send(req)) t.head = t.conn->read_head(std::chrono::seconds(30));
        return t;
    }
    std::optional<raw_response> data_code(const std::string& sid, const std::string& code,
                                          const std::string& language = "python") const {
        return call("POST", "/v1/sessions/" + sid + "/data-code",
                    json{{"code", code}, {"source_language", language}}.dump());
    }
};

// A renderer, a fresh data directory, and an agents service pointed at both.
struct stack {
    explicit stack(std::map<std::string, std::string> agents_env = {})
        : renderer(start_renderer()), raddr(renderer.wait_listening()),
          agents(start_agents(raddr ? "http://" + *raddr : std::string(), dir.path, std::move(agents_env))) {
        REQUIRE(raddr);
        REQUIRE(agents.wait_listening());
    }
    daemon_process renderer;
    std::optional<std::string> raddr;
    data_dir dir;
    daemon_process agents;
};

}  // namespace anyplot::test::agents_fixture

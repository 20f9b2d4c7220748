// The remote backend against a scripted renderer on 127.0.0.1:0, and the mapping of renderer
// outcomes onto the tool's fixed vocabulary.
#include "agents/backends/fake.hpp"
#include "agents/backends/remote.hpp"
#include "agents/tools/refusal.hpp"
#include "common/http/server.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <catch2/catch.hpp>

#include <deque>
#include <thread>

namespace asio = boost::asio;
namespace http = anyplot::common::http;
namespace wire = anyplot::wire;
using namespace anyplot::agents;
using namespace std::chrono_literals;

namespace {

const std::string token = "backend-test-token-0123456789";

// A renderer stand-in: answers /run-data from a script of (status, body, delay).
struct scripted_renderer {
    struct step {
        int status;
        std::string body;
        std::chrono::milliseconds delay{0};
    };
    std::deque<step> steps;
    std::vector<std::string> seen_bodies;
    int cancels = 0;
};

asio::awaitable<http::response> answer(scripted_renderer* r, http::request req) {
    r->seen_bodies.push_back(req.body);
    auto s = r->steps.size() > 1 ? r->steps.front() : r->steps.back();
    if (r->steps.size() > 1) r->steps.pop_front();
    if (s.delay.count() > 0) {
        asio::steady_timer t(co_await asio::this_coro::executor, s.delay);
        boost::system::error_code ec;
        co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
    co_return http::json(s.status, s.body);
}

asio::awaitable<http::response> count_cancel(scripted_renderer* r, http::request) {
    ++r->cancels;
    co_return http::json(200, R"({"cancelled":1})");
}

struct scripted_renderer_server {
    asio::io_context ioc;
    anyplot::common::metrics_registry metrics;
    scripted_renderer script;
    std::unique_ptr<http::server> srv;
    std::thread thread;
    std::string url;
    bool with_run_data = true;

    explicit scripted_renderer_server(std::deque<scripted_renderer::step> steps, bool run_data_route = true) {
        script.steps = std::move(steps);
        http::router r(anyplot::common::token_set::from_csv(token));
        if (run_data_route) {
            r.add("POST", "/run-data", [s = &script](http::request q) { return answer(s, std::move(q)); });
        }
        r.add("POST", "/run-data/{job_id}/cancel", [s = &script](http::request q) { return count_cancel(s, std::move(q)); });
        srv = std::make_unique<http::server>(ioc, std::move(r), http::server_limits{}, metrics);
        const std::string address = srv->listen({"127.0.0.1", 0});
        url = "http://" + address;
        srv->start();
        thread = std::thread([this] { ioc.run(); });
    }
    ~scripted_renderer_server() {
        asio::post(ioc, [this] { srv->stop([this] { ioc.stop(); }); });
        thread.join();
    }
};

using answer_t = anyplot::common::result<wire::data_run_response, backends::backend_error>;

asio::awaitable<void> call_into(backends::data_backend* b, backends::data_run_call call, std::optional<answer_t>* out) {
    auto never = std::make_shared<anyplot::common::one_shot_signal>();
    out->emplace(co_await b->run_data(std::move(call), never));
}

answer_t call_now(backends::data_backend& b, double timeout_s = 5) {
    asio::io_context ioc;
    std::optional<answer_t> out;
    anyplot::test::spawn(ioc, call_into(&b, {"job-1", "df = 1\n", timeout_s}, &out));
    ioc.run();
    return std::move(*out);
}

std::string ok_body() {
    auto r = backends::fake_backend::success("x\n1\n");
    r.job_id = "job-1";
    return wire::encode(r);
}

backends::remote_options options(const std::string& url) {
    backends::remote_options o;
    o.base_url = url;
    o.token = token;
    o.first_backoff = 20ms;
    o.retry_budget = 1000ms;
    o.slack_s = 0.5;
    return o;
}

}  // namespace

TEST_CASE("remote: a 200 answer is decoded and checked against the job id", "[backend]") {
    scripted_renderer_server renderer({{200, ok_body()}});
    backends::remote_backend b(options(renderer.url));
    const auto a = call_now(b);
    REQUIRE(a.ok());
    CHECK(a->csv_text == "x\n1\n");
    REQUIRE(renderer.script.seen_bodies.size() == 1);
    CHECK(renderer.script.seen_bodies[0].find("\"job_id\":\"job-1\"") != std::string::npos);
}

TEST_CASE("remote: an old renderer without /run-data (404) is unavailable", "[backend]") {
    scripted_renderer_server renderer({}, false);
    backends::remote_backend b(options(renderer.url));
    const auto a = call_now(b);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::unavailable);
}

TEST_CASE("remote: a front end's 503 without detail is retried with the same job id", "[backend]") {
    scripted_renderer_server renderer({{503, "<html>upstream</html>"}, {502, ""}, {200, ok_body()}});
    backends::remote_backend b(options(renderer.url));
    const auto a = call_now(b);
    REQUIRE(a.ok());
    REQUIRE(renderer.script.seen_bodies.size() == 3);
    CHECK(renderer.script.seen_bodies[0] == renderer.script.seen_bodies[2]);  // same job id: idempotent
}

TEST_CASE("remote: the renderer's own busy is capacity and is not retried", "[backend]") {
    scripted_renderer_server renderer({{503, R"({"detail":"busy"})"}});
    backends::remote_backend b(options(renderer.url));
    const auto a = call_now(b);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::capacity);
    CHECK(renderer.script.seen_bodies.size() == 1);
    scripted_renderer_server stuck({{503, R"({"detail":"stuck"})"}});
    backends::remote_backend b2(options(stuck.url));
    CHECK(call_now(b2).error() == backends::backend_error::unavailable);
}

TEST_CASE("remote: a renderer that is down is unavailable after the retry budget", "[backend]") {
    backends::remote_backend b(options("http://127.0.0.1:1"));
    const auto a = call_now(b);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::unavailable);
    backends::remote_backend none(options(""));
    CHECK(call_now(none).error() == backends::backend_error::unavailable);
}

TEST_CASE("remote: a local timeout sends a best-effort cancel", "[backend]") {
    scripted_renderer_server renderer({{200, ok_body(), 3000ms}});
    backends::remote_backend b(options(renderer.url));
    const auto a = call_now(b, 0.2);  // 0.2 s run + 0.5 s slack, the scripted renderer answers after 3 s
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::timeout);
    CHECK(renderer.script.cancels == 1);
}

TEST_CASE("remote: a wrong token or a contract break is never retried", "[backend]") {
    scripted_renderer_server renderer({{200, ok_body()}});
    auto o = options(renderer.url);
    o.token = "wrong-token-000000000000";
    backends::remote_backend b(o);
    CHECK(call_now(b).error() == backends::backend_error::unavailable);
    scripted_renderer_server garbage({{200, R"({"exit_code":0})"}});
    backends::remote_backend g(options(garbage.url));
    CHECK(call_now(g).error() == backends::backend_error::internal);
}

TEST_CASE("outcomes map onto the fixed vocabulary without echoing the snippet", "[tool]") {
    using tools::refusal_for;
    wire::data_run_response r = backends::fake_backend::success("x\n1\n");
    CHECK_FALSE(refusal_for(r));

    r.csv_text.reset();
    r.exit_code = 1;
    r.stderr_tail = "Traceback (most recent call last):\n  File \"snippet.py\", line 3, in <module>\n"
                    "    x = 1 / 0\nZeroDivisionError: division by zero SECRET-7F3A\n";
    auto f = refusal_for(r);
    REQUIRE(f);
    CHECK(f->code == wire::agent_error::run_failed);
    CHECK(f->status() == 422);
    REQUIRE(f->notes.size() == 1);
    CHECK(f->notes[0] == "ZeroDivisionError at line 3 of the snippet");

    r.stderr_tail = "  File \"snippet.py\", line 9\nEvilChosenName: SECRET\n";
    CHECK(refusal_for(r)->notes[0] == "an exception at line 9 of the snippet");

    r.exit_code = 20;
    CHECK(refusal_for(r)->code == wire::agent_error::run_failed);
    CHECK(refusal_for(r)->notes[0].find("SECRET") == std::string::npos);
    r.exit_code = 10;
    CHECK(refusal_for(r)->code == wire::agent_error::no_table);
    r.exit_code = 13;
    CHECK(refusal_for(r)->code == wire::agent_error::limit);

    r.exit_code.reset();
    r.timed_out = true;
    r.reason = wire::stop_reason::timeout;
    r.measured = r.limit = 30;
    CHECK(refusal_for(r)->code == wire::agent_error::timeout);

    r.timed_out = false;
    r.reason = wire::stop_reason::memory;
    r.measured = 100;
    r.limit = 256;
    f = refusal_for(r);
    CHECK(f->code == wire::agent_error::limit);
    CHECK(f->notes[0] == "memory: measured 100, limit 256");

    r.exit_code = 0;
    r.reason = wire::stop_reason::output_rejected;
    CHECK(refusal_for(r)->code == wire::agent_error::output_rejected);

    CHECK(tools::refusal_for(backends::backend_error::capacity).status() == 503);
    CHECK(tools::refusal_for(backends::backend_error::timeout).code == wire::agent_error::timeout);
}

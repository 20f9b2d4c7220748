// The remote backend (agents/backends/remote, renderer_pool) against scripted renderers on
// 127.0.0.1:0: retries, moves between renderers, cancels.
#include "agents/backends/fake.hpp"
#include "agents/backends/remote.hpp"
#include "common/http/server.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <catch2/catch.hpp>

#include <atomic>
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
    if (!url.empty()) o.urls = {url};
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

TEST_CASE("remote: a renderer that is down is unavailable at once", "[backend]") {
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

namespace {

backends::remote_options pool_options(std::vector<std::string> urls) {
    auto o = options("");
    o.urls = std::move(urls);
    o.down_for = 60s;  // stays down for the whole test
    return o;
}

// A port nothing listens on (bound, then closed): connecting is refused.
std::string refusing_url() {
    asio::io_context ioc;
    asio::ip::tcp::acceptor a(ioc, {asio::ip::make_address("127.0.0.1"), 0});
    return "http://127.0.0.1:" + std::to_string(a.local_endpoint().port());
}

// A peer that reads each whole request and closes without answering (a renderer dying mid-run).
struct closing_peer {
    asio::io_context ioc;
    asio::ip::tcp::acceptor acceptor{ioc, {asio::ip::make_address("127.0.0.1"), 0}};
    std::atomic<int> requests{0};
    std::thread thread;
    std::string url = "http://127.0.0.1:" + std::to_string(acceptor.local_endpoint().port());

    static asio::awaitable<void> serve(closing_peer* self) {
        for (;;) {
            boost::system::error_code ec;
            asio::ip::tcp::socket sock(self->ioc);
            co_await self->acceptor.async_accept(sock, asio::redirect_error(asio::use_awaitable, ec));
            if (ec) co_return;
            std::string data;
            char buf[4096];
            while (data.find("\"timeout_s\"") == std::string::npos || data.back() != '}') {
                const std::size_t n = co_await sock.async_read_some(asio::buffer(buf),
                                                                    asio::redirect_error(asio::use_awaitable, ec));
                if (ec) break;
                data.append(buf, n);
            }
            ++self->requests;
            sock.close(ec);
        }
    }
    closing_peer() {
        anyplot::test::spawn(ioc, serve(this));
        thread = std::thread([this] { ioc.run(); });
    }
    ~closing_peer() {
        asio::post(ioc, [this] { ioc.stop(); });
        thread.join();
    }
};

}  // namespace

TEST_CASE("pool: a renderer's busy moves the job to the next one with the same job id", "[backend][pool]") {
    scripted_renderer_server busy({{503, R"({"detail":"busy"})"}});
    scripted_renderer_server healthy({{200, ok_body()}});
    backends::remote_backend b(pool_options({busy.url, healthy.url}));
    const auto a = call_now(b);
    REQUIRE(a.ok());
    CHECK(a->csv_text == "x\n1\n");
    REQUIRE(busy.script.seen_bodies.size() == 1);
    REQUIRE(healthy.script.seen_bodies.size() == 1);
    CHECK(busy.script.seen_bodies[0] == healthy.script.seen_bodies[0]);
    CHECK(b.pool().moves(backends::move_reason::busy) == 1);
    CHECK(b.pool().snapshot()[0].up);  // full, not down
}

TEST_CASE("pool: capacity only when every renderer answered busy or low_memory, each asked once",
          "[backend][pool]") {
    scripted_renderer_server busy({{503, R"({"detail":"busy"})"}});
    scripted_renderer_server short_of_memory({{503, R"({"detail":"low_memory"})"}});
    backends::remote_backend b(pool_options({busy.url, short_of_memory.url}));
    const auto a = call_now(b);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::capacity);
    CHECK(busy.script.seen_bodies.size() == 1);
    CHECK(short_of_memory.script.seen_bodies.size() == 1);
}

TEST_CASE("pool: a refused connection marks the renderer down and moves on / later calls skip it",
          "[backend][pool]") {
    scripted_renderer_server healthy({{200, ok_body()}});
    backends::remote_backend b(pool_options({refusing_url(), healthy.url}));
    REQUIRE(call_now(b).ok());
    const auto snap = b.pool().snapshot();
    CHECK_FALSE(snap[0].up);
    CHECK(snap[0].last_error == "connect");
    CHECK(b.pool().moves(backends::move_reason::connect) == 1);
    for (int i = 0; i < 3; ++i) REQUIRE(call_now(b).ok());
    CHECK(healthy.script.seen_bodies.size() == 4);
    CHECK(b.pool().moves(backends::move_reason::connect) == 1);  // never tried again while down

    // Every renderer down: unavailable at once, without an attempt.
    backends::remote_backend dead(pool_options({refusing_url(), refusing_url()}));
    CHECK(call_now(dead).error() == backends::backend_error::unavailable);
    CHECK_FALSE(dead.pool().snapshot()[0].up);
    CHECK_FALSE(dead.pool().snapshot()[1].up);
    CHECK(call_now(dead).error() == backends::backend_error::unavailable);
}

TEST_CASE("pool: stuck moves on / sandbox_unavailable does not (it may follow a launch)", "[backend][pool]") {
    scripted_renderer_server stuck({{503, R"({"detail":"stuck"})"}});
    scripted_renderer_server healthy({{200, ok_body()}});
    backends::remote_backend b(pool_options({stuck.url, healthy.url}));
    REQUIRE(call_now(b).ok());
    CHECK(b.pool().moves(backends::move_reason::stuck) == 1);
    CHECK_FALSE(b.pool().snapshot()[0].up);

    scripted_renderer_server no_sandbox({{503, R"({"detail":"sandbox_unavailable"})"}});
    scripted_renderer_server other({{200, ok_body()}});
    backends::remote_backend s(pool_options({no_sandbox.url, other.url}));
    const auto a = call_now(s);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::unavailable);
    CHECK(other.script.seen_bodies.empty());
    CHECK_FALSE(s.pool().snapshot()[0].up);
    REQUIRE(call_now(s).ok());  // the next call goes to the one still up
    CHECK(other.script.seen_bodies.size() == 1);
}

TEST_CASE("pool: a request that may have reached a renderer is repeated only there, never moved",
          "[backend][pool]") {
    closing_peer dying;
    scripted_renderer_server healthy({{200, ok_body()}});
    backends::remote_backend b(pool_options({dying.url, healthy.url}));
    const auto a = call_now(b);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::unavailable);  // after the retry budget
    CHECK(dying.requests.load() >= 2);                          // repeated on the same renderer
    CHECK(healthy.script.seen_bodies.empty());                  // never on another
    CHECK(b.pool().snapshot()[0].last_error == "lost");

    // A front end's 503 without the renderer's detail pins the call the same way.
    scripted_renderer_server fronted({{503, "<html>upstream</html>"}, {200, ok_body()}});
    scripted_renderer_server spare({{200, ok_body()}});
    backends::remote_backend f(pool_options({fronted.url, spare.url}));
    REQUIRE(call_now(f).ok());
    CHECK(fronted.script.seen_bodies.size() == 2);
    CHECK(spare.script.seen_bodies.empty());
}

TEST_CASE("pool: the in-flight count follows the calls and the least busy renderer gets the next",
          "[backend][pool]") {
    scripted_renderer_server slow({{200, ok_body(), 800ms}});
    scripted_renderer_server quick({{200, ok_body()}});
    backends::remote_backend b(pool_options({slow.url, quick.url}));
    asio::io_context ioc;
    std::optional<answer_t> first_answer, second_answer;
    anyplot::test::spawn(ioc, call_into(&b, {"job-1", "df = 1\n", 5}, &first_answer));
    anyplot::test::spawn(ioc, call_into(&b, {"job-1", "df = 1\n", 5}, &second_answer));
    ioc.run();
    REQUIRE(first_answer);
    REQUIRE(second_answer);
    CHECK(first_answer->ok());
    CHECK(second_answer->ok());
    CHECK(slow.script.seen_bodies.size() == 1);   // the first call, in flight there
    CHECK(quick.script.seen_bodies.size() == 1);  // so the second went to the other
    for (const auto& s : b.pool().snapshot()) CHECK(s.in_flight == 0);
}

namespace {

asio::awaitable<void> call_with_cancel(backends::data_backend* b, backends::data_run_call call,
                                       std::shared_ptr<anyplot::common::one_shot_signal> cancel,
                                       std::optional<answer_t>* out) {
    out->emplace(co_await b->run_data(std::move(call), std::move(cancel)));
}

asio::awaitable<void> fire_after(std::shared_ptr<anyplot::common::one_shot_signal> s, std::chrono::milliseconds d) {
    asio::steady_timer t(co_await asio::this_coro::executor, d);
    boost::system::error_code ec;
    co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    s->fire();
}

}  // namespace

TEST_CASE("pool: a timeout or a cancel reaches only the renderer that had the job", "[backend][pool]") {
    scripted_renderer_server busy({{503, R"({"detail":"busy"})"}});
    scripted_renderer_server slow({{200, ok_body(), 3000ms}});
    backends::remote_backend b(pool_options({busy.url, slow.url}));
    const auto a = call_now(b, 0.2);  // 0.2 s run + 0.5 s slack; the slow one answers after 3 s
    REQUIRE_FALSE(a.ok());
    CHECK(a.error() == backends::backend_error::timeout);
    CHECK(slow.script.cancels == 1);
    CHECK(busy.script.cancels == 0);
    CHECK(slow.script.seen_bodies.size() == 1);  // a timeout is never repeated, here or elsewhere

    scripted_renderer_server busy2({{503, R"({"detail":"busy"})"}});
    scripted_renderer_server slow2({{200, ok_body(), 3000ms}});
    backends::remote_backend c(pool_options({busy2.url, slow2.url}));
    asio::io_context ioc;
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    std::optional<answer_t> out;
    anyplot::test::spawn(ioc, call_with_cancel(&c, {"job-1", "df = 1\n", 5}, cancel, &out));
    anyplot::test::spawn(ioc, fire_after(cancel, 300ms));
    ioc.run();
    REQUIRE(out);
    REQUIRE_FALSE(out->ok());
    CHECK(out->error() == backends::backend_error::cancelled);
    CHECK(slow2.script.cancels == 1);
    CHECK(busy2.script.cancels == 0);
}

// The HTTP server on a real socket (127.0.0.1:0): limits, timeouts, auth, routing, drain.
#include "common/http/client.hpp"
#include "common/http/server.hpp"
#include "common/http/sse.hpp"
#include "common/spawn.hpp"
#include "tests/support/raw_http.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/error.hpp>
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <optional>
#include <stdexcept>
#include <thread>

namespace asio = boost::asio;
namespace http = anyplot::common::http;
using anyplot::common::metrics_registry;
using anyplot::common::token_set;
using anyplot::test::raw_connection;
using namespace std::chrono_literals;

namespace {

const std::string good_token = "test-token-0123456789abcdef";
const std::string second_token = "test-token-second-9876543210";

asio::awaitable<http::response> echo_length(http::request req) {
    co_return http::json(200, "{\"length\":" + std::to_string(req.body.size()) + "}");
}

asio::awaitable<http::response> slow(http::request req) {
    auto ex = co_await asio::this_coro::executor;
    asio::steady_timer timer(ex, std::chrono::milliseconds(std::stoi(std::string(req.query_param("ms").value_or("100")))));
    boost::system::error_code ec;
    co_await timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    co_return http::json(200, R"({"slow":true})");
}

asio::awaitable<http::response> wait_for_disconnect(std::atomic<bool>* seen, http::request req) {
    auto ex = co_await asio::this_coro::executor;
    auto timer = std::make_shared<asio::steady_timer>(ex, 20s);
    req.disconnect->on_fire([timer] { timer->cancel(); });
    boost::system::error_code ec;
    co_await timer->async_wait(asio::redirect_error(asio::use_awaitable, ec));
    if (req.disconnect->fired()) seen->store(true);
    co_return http::error(499, "client_gone");
}

asio::awaitable<void> throwing_task() {
    throw std::runtime_error("secret-message-from-task");
    co_return;
}

asio::awaitable<void> flag_task(bool* ran) {
    *ran = true;
    co_return;
}

asio::awaitable<http::response> throws(http::request) {
    throw std::runtime_error("secret-message-from-handler");
    co_return http::json(200, "{}");
}

asio::awaitable<http::response> whoami(http::request req) {
    co_return http::json(200, "{\"caller\":\"" + req.caller + "\"}");
}

asio::awaitable<http::response> with_param(http::request req) {
    co_return http::json(200, "{\"id\":\"" + std::string(req.param("id")) + "\"}");
}

// What the streaming handlers and the tests share.
struct stream_flags {
    std::atomic<bool> release{false};     // the test saw the first event: stream the rest
    std::atomic<bool> gone{false};        // the handler saw its client leave
    std::atomic<bool> send_failed{false};  // a send answered false
};

// One event. Plain pointers in, named strings for the awaited call (g++ 12: no temporaries
// across a co_await, decision 002).
asio::awaitable<bool> emit(http::event_stream* stream, const char* name, const std::string* data) {
    std::string n = name;
    std::string d = *data;
    const bool ok = co_await stream->send(std::move(n), std::move(d));
    co_return ok;
}

asio::awaitable<void> pause_for(std::chrono::milliseconds d) {
    auto ex = co_await asio::this_coro::executor;
    asio::steady_timer t(ex, d);
    boost::system::error_code ec;
    co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
}

// ready, then (once the test saw it) message and done.
asio::awaitable<http::response> stream_three(stream_flags* f, http::request req) {
    std::vector<http::header_field> extra{{"X-Request-Id", "abc"}};
    const bool opened = co_await req.stream->open(std::move(extra));
    if (!opened) co_return http::error(499, "client_gone");
    const std::string ready = R"({"n":1})", message = R"({"text":"two\nlines"})", empty = "{}";
    co_await emit(req.stream.get(), "ready", &ready);
    const auto step = 10ms;
    for (int i = 0; i < 500 && !f->release.load(); ++i) co_await pause_for(step);
    co_await emit(req.stream.get(), "message", &message);
    co_await emit(req.stream.get(), "done", &empty);
    co_return http::json(200, R"({"ignored":true})");
}

// One event, a silence of 300 ms, another.
asio::awaitable<http::response> stream_quiet(http::request req) {
    std::vector<http::header_field> none;
    const bool opened = co_await req.stream->open(std::move(none));
    if (!opened) co_return http::error(499, "client_gone");
    const std::string empty = "{}";
    co_await emit(req.stream.get(), "a", &empty);
    const auto quiet = 300ms;
    co_await pause_for(quiet);
    co_await emit(req.stream.get(), "b", &empty);
    co_return http::json(200, "{}");
}

// Events every 20 ms until the client leaves (bounded).
asio::awaitable<http::response> stream_until_gone(stream_flags* f, http::request req) {
    std::vector<http::header_field> none;
    const bool opened = co_await req.stream->open(std::move(none));
    if (!opened) co_return http::error(499, "client_gone");
    const std::string empty = "{}";
    const auto every = 20ms;
    for (int i = 0; i < 500 && !req.disconnect->fired(); ++i) {
        const bool sent = co_await emit(req.stream.get(), "tick", &empty);
        if (!sent) break;
        co_await pause_for(every);
    }
    if (req.disconnect->fired()) f->gone.store(true);
    co_return http::json(200, "{}");
}

// 1 MiB events to a client that reads none: a send must give up within the write timeout.
asio::awaitable<http::response> stream_flood(stream_flags* f, http::request req) {
    std::vector<http::header_field> none;
    const bool opened = co_await req.stream->open(std::move(none));
    if (!opened) co_return http::error(499, "client_gone");
    const std::string big(1 << 20, 'x');
    for (int i = 0; i < 256; ++i) {
        const bool sent = co_await emit(req.stream.get(), "big", &big);
        if (!sent) {
            f->send_failed.store(true);
            break;
        }
    }
    if (req.disconnect->fired()) f->gone.store(true);
    co_return http::json(200, "{}");
}

struct test_server {
    asio::io_context ioc;
    metrics_registry metrics;
    std::atomic<bool> disconnect_seen{false};
    stream_flags streams;
    std::unique_ptr<http::server> srv;
    std::thread thread;
    std::uint16_t port = 0;

    explicit test_server(http::server_limits limits = {}) {
        http::router r(token_set::from_csv(good_token + "," + second_token));
        r.add("GET", "/whoami", [](http::request q) { return whoami(std::move(q)); });
        r.add("GET", "/whoami-open", [](http::request q) { return whoami(std::move(q)); }, http::access::open);
        r.add("GET", "/open", [](http::request q) { return echo_length(std::move(q)); }, http::access::open);
        r.add("POST", "/echo", [](http::request q) { return echo_length(std::move(q)); });
        r.add("GET", "/slow", [](http::request q) { return slow(std::move(q)); }, http::access::open);
        r.add("GET", "/hang", [seen = &disconnect_seen](http::request q) { return wait_for_disconnect(seen, std::move(q)); },
              http::access::open);
        r.add("GET", "/throw", [](http::request q) { return throws(std::move(q)); }, http::access::open);
        r.add("GET", "/items/{id}/view", [](http::request q) { return with_param(std::move(q)); }, http::access::open);
        r.add("GET", "/stream", [f = &streams](http::request q) { return stream_three(f, std::move(q)); },
              http::access::open);
        r.add("GET", "/stream-quiet", [](http::request q) { return stream_quiet(std::move(q)); }, http::access::open);
        r.add("GET", "/stream-until-gone", [f = &streams](http::request q) { return stream_until_gone(f, std::move(q)); },
              http::access::open);
        r.add("GET", "/stream-flood", [f = &streams](http::request q) { return stream_flood(f, std::move(q)); },
              http::access::open);
        srv = std::make_unique<http::server>(ioc, std::move(r), limits, metrics);
        port = anyplot::test::port_of(srv->listen({"127.0.0.1", 0}));
        srv->start();
        thread = std::thread([this] { ioc.run(); });
    }
    // Stops the server on its own thread; returns once the drain finished and the loop ended.
    void stop() {
        if (!thread.joinable()) return;
        asio::post(ioc, [this] { srv->stop([this] { ioc.stop(); }); });
        thread.join();
    }
    ~test_server() { stop(); }
};

using fetch_result = anyplot::common::result<http::client_response, boost::system::error_code>;

asio::awaitable<void> fetch_into(http::client_request req, std::optional<fetch_result>* out) {
    out->emplace(co_await http::fetch(std::move(req)));
}

// Runs one fetch to completion on a private io_context.
fetch_result fetch_now(const http::client_request& req) {
    asio::io_context ioc;
    std::optional<fetch_result> out;
    anyplot::test::spawn(ioc, fetch_into(req, &out));
    ioc.run();
    return std::move(*out);
}

std::string auth_header() { return "Authorization: Bearer " + good_token; }

}  // namespace

TEST_CASE("answers JSON with no-store and routes path parameters", "[http]") {
    test_server s;
    const auto r = anyplot::test::http_call(s.port, "GET", "/items/abc-1/view");
    REQUIRE(r);
    CHECK(r->status == 200);
    CHECK(r->body == R"({"id":"abc-1"})");
    CHECK(r->header("cache-control") == "no-store");
    CHECK(r->header("content-type") == "application/json");
}

TEST_CASE("unknown route is 404 not_found / wrong method 405", "[http]") {
    test_server s;
    auto r = anyplot::test::http_call(s.port, "GET", "/nowhere");
    REQUIRE(r);
    CHECK(r->status == 404);
    CHECK(r->body == R"({"detail":"not_found"})");
    r = anyplot::test::http_call(s.port, "DELETE", "/open");
    REQUIRE(r);
    CHECK(r->status == 405);
    CHECK(r->header("cache-control") == "no-store");
    // Near misses of a pattern do not match it.
    r = anyplot::test::http_call(s.port, "GET", "/items//view");
    REQUIRE(r);
    CHECK(r->status == 404);
    r = anyplot::test::http_call(s.port, "GET", "/open/");
    REQUIRE(r);
    CHECK(r->status == 404);
}

TEST_CASE("bearer token: missing or malformed 401 / unknown 403 / known 200", "[http][auth]") {
    test_server s;
    auto r = anyplot::test::http_call(s.port, "POST", "/echo", {}, "x");
    REQUIRE(r);
    CHECK(r->status == 401);
    CHECK(r->body == R"({"detail":"unauthenticated"})");
    CHECK(r->header("www-authenticate") == "Bearer");
    r = anyplot::test::http_call(s.port, "POST", "/echo", {"Authorization: Basic dXNlcjpwYXNz"}, "x");
    REQUIRE(r);
    CHECK(r->status == 401);
    r = anyplot::test::http_call(s.port, "POST", "/echo", {"Authorization: Bearer bad token with spaces"}, "x");
    REQUIRE(r);
    CHECK(r->status == 401);
    r = anyplot::test::http_call(s.port, "POST", "/echo", {"Authorization: Bearer some-other-token-000000"}, "x");
    REQUIRE(r);
    CHECK(r->status == 403);
    CHECK(r->body == R"({"detail":"forbidden"})");
    r = anyplot::test::http_call(s.port, "POST", "/echo", {auth_header()}, "hello");
    REQUIRE(r);
    CHECK(r->status == 200);
    CHECK(r->body == R"({"length":5})");
    r = anyplot::test::http_call(s.port, "POST", "/echo", {"authorization: bearer " + good_token}, "hello");
    REQUIRE(r);
    CHECK(r->status == 200);
}

TEST_CASE("a body over the limit is 413 / by Content-Length and when chunked", "[http][limits]") {
    http::server_limits limits;
    limits.body_limit = 1024;
    test_server s(limits);
    auto r = anyplot::test::http_call(s.port, "POST", "/echo", {auth_header()}, std::string(1025, 'a'));
    REQUIRE(r);
    CHECK(r->status == 413);
    CHECK(r->body == R"({"detail":"payload_too_large"})");

    raw_connection c(s.port);
    std::string chunked = "POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() + "\r\nTransfer-Encoding: chunked\r\n\r\n";
    for (int i = 0; i < 3; ++i) chunked += "200\r\n" + std::string(512, 'b') + "\r\n";
    chunked += "0\r\n\r\n";
    REQUIRE(c.send(chunked));
    const auto chunked_answer = c.read_response();
    REQUIRE(chunked_answer);
    CHECK(chunked_answer->status == 413);

    r = anyplot::test::http_call(s.port, "POST", "/echo", {auth_header()}, std::string(1024, 'a'));
    REQUIRE(r);
    CHECK(r->status == 200);
}

TEST_CASE("only chunked alone is a transfer coding: xchunked, a list, two fields or one beside Content-Length are 400",
          "[http][smuggling]") {
    test_server s;
    const std::string head = "POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() + "\r\n";
    const std::string body = "5\r\nhello\r\n0\r\n\r\n";
    for (const std::string& fields :
         {std::string("Transfer-Encoding: xchunked\r\n"), std::string("Transfer-Encoding: chunked, identity\r\n"),
          std::string("Transfer-Encoding: identity, chunked\r\n"), std::string("Transfer-Encoding: gzip, chunked\r\n"),
          std::string("Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n"),
          std::string("Transfer-Encoding: chunked\r\nContent-Length: 15\r\n")}) {
        INFO(fields);
        raw_connection c(s.port);
        REQUIRE(c.send(head + fields + "\r\n" + body));
        const auto answer = c.read_response();
        REQUIRE(answer);
        CHECK(answer->status == 400);
        CHECK(answer->body == R"({"detail":"bad_request"})");
    }
    // Plain chunked, in any case and with spaces around it, is read.
    raw_connection c(s.port);
    REQUIRE(c.send(head + "Transfer-Encoding:  Chunked \r\n\r\n" + body));
    const auto answer = c.read_response();
    REQUIRE(answer);
    CHECK(answer->status == 200);
    CHECK(answer->body == R"({"length":5})");
}

TEST_CASE("a client still uploading a refused body reads the 413, not a reset (lingering close)", "[http][limits]") {
    http::server_limits limits;
    limits.body_limit = 1024;
    test_server s(limits);
    // Several MiB, far past every socket buffer: the answer is written while most of the body is
    // still on its way. Closed at once, the unread bytes reset the connection and the upload
    // fails with the answer unread (Node's fetch reported "fetch failed").
    const std::string body(6 * 1024 * 1024, 'a');
    raw_connection c(s.port);
    REQUIRE(c.send("POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() +
                   "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n"));
    CHECK(c.send(body));
    const auto answer = c.read_response();
    REQUIRE(answer);
    CHECK(answer->status == 413);
    CHECK(answer->body == R"({"detail":"payload_too_large"})");
    CHECK(c.closed_within(std::chrono::seconds(5)));
}

TEST_CASE("oversized headers are 431", "[http][limits]") {
    http::server_limits limits;
    limits.header_limit = 2048;
    test_server s(limits);
    const auto r = anyplot::test::http_call(s.port, "GET", "/open", {"X-Big: " + std::string(4096, 'h')});
    REQUIRE(r);
    CHECK(r->status == 431);
}

TEST_CASE("a malformed request is 400 and the connection closes", "[http]") {
    test_server s;
    raw_connection c(s.port);
    REQUIRE(c.send("GARBAGE\x01\x02 not http at all\r\n\r\n"));
    const auto r = c.read_response();
    REQUIRE(r);
    CHECK(r->status == 400);
    CHECK(r->body == R"({"detail":"bad_request"})");
    CHECK(c.closed_within(5s));
}

TEST_CASE("slowloris: a request that never completes is closed after the read timeout", "[http][limits]") {
    http::server_limits limits;
    limits.request_timeout = 300ms;
    test_server s(limits);
    raw_connection c(s.port);
    REQUIRE(c.send("GET /open HTTP/1.1\r\nHost: x\r\nX-Slow: "));
    // Keep dribbling bytes: each arrives in time, but the whole request never does.
    for (int i = 0; i < 3; ++i) {
        std::this_thread::sleep_for(100ms);
        c.send("a");
    }
    CHECK(c.closed_within(10s));  // a hang guard, not a timing assertion
}

TEST_CASE("an idle keep-alive connection is closed after the idle timeout", "[http][limits]") {
    http::server_limits limits;
    limits.idle_timeout = 200ms;
    test_server s(limits);
    raw_connection c(s.port);
    REQUIRE(c.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    const auto r = c.read_response();
    REQUIRE(r);
    CHECK(r->status == 200);
    CHECK(c.closed_within(10s));
}

TEST_CASE("keep-alive serves several requests on one connection / pipelined too", "[http]") {
    test_server s;
    raw_connection c(s.port);
    REQUIRE(c.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\nGET /items/7/view HTTP/1.1\r\nHost: x\r\n\r\n"));
    const auto first = c.read_response();
    const auto second = c.read_response();
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->status == 200);
    CHECK(second->body == R"({"id":"7"})");
}

TEST_CASE("Expect: 100-continue is honoured", "[http]") {
    test_server s;
    raw_connection c(s.port);
    REQUIRE(c.send("POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() +
                   "\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n"));
    // The interim answer comes before we send the body (read_response skips it).
    std::this_thread::sleep_for(50ms);
    REQUIRE(c.send("abc"));
    const auto r = c.read_response();
    REQUIRE(r);
    CHECK(r->body == R"({"length":3})");
}

TEST_CASE("a handler exception is 500 internal without its message", "[http]") {
    test_server s;
    const auto r = anyplot::test::http_call(s.port, "GET", "/throw");
    REQUIRE(r);
    CHECK(r->status == 500);
    CHECK(r->body == R"({"detail":"internal"})");
}

TEST_CASE("a client that leaves mid-request fires the request's disconnect signal", "[http]") {
    test_server s;
    {
        raw_connection c(s.port);
        REQUIRE(c.send("GET /hang HTTP/1.1\r\nHost: x\r\n\r\n"));
        std::this_thread::sleep_for(100ms);
    }  // closes the socket
    for (int i = 0; i < 500 && !s.disconnect_seen.load(); ++i) std::this_thread::sleep_for(10ms);
    CHECK(s.disconnect_seen.load());
}

TEST_CASE("at the cap the oldest idle connection is evicted, not the new one", "[http][limits]") {
    http::server_limits limits;
    limits.max_connections = 2;
    test_server s(limits);
    raw_connection a(s.port);
    REQUIRE(a.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(a.read_response());
    raw_connection b(s.port);
    REQUIRE(b.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(b.read_response());
    raw_connection third(s.port);
    REQUIRE(third.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    const auto r = third.read_response();
    REQUIRE(r);
    CHECK(r->status == 200);
    CHECK(a.closed_within(5s));
    CHECK(s.metrics.get("http_connections_evicted_total") >= 1);
    CHECK(s.metrics.get("http_connections_refused_total") == 0);
}

TEST_CASE("eviction prefers a connection that never authenticated over an authenticated idle one",
          "[http][limits]") {
    http::server_limits limits;
    limits.max_connections = 2;
    test_server s(limits);
    raw_connection authed(s.port);
    REQUIRE(authed.send("POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() + "\r\nContent-Length: 0\r\n\r\n"));
    REQUIRE(authed.read_response());
    raw_connection anonymous(s.port);
    REQUIRE(anonymous.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(anonymous.read_response());
    raw_connection third(s.port);
    REQUIRE(third.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(third.read_response());
    CHECK(anonymous.closed_within(5s));
    // The authenticated connection still serves.
    REQUIRE(authed.send("POST /echo HTTP/1.1\r\nHost: x\r\n" + auth_header() + "\r\nContent-Length: 2\r\n\r\nab"));
    const auto again = authed.read_response();
    REQUIRE(again);
    CHECK(again->body == R"({"length":2})");
}

TEST_CASE("busy connections are never evicted: when every one is busy a new one is refused", "[http][limits]") {
    http::server_limits limits;
    limits.max_connections = 2;
    test_server s(limits);
    raw_connection a(s.port);
    raw_connection b(s.port);
    REQUIRE(a.send("GET /slow?ms=1500 HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(b.send("GET /slow?ms=1500 HTTP/1.1\r\nHost: x\r\n\r\n"));
    for (int i = 0; i < 200 && s.srv->in_flight() < 2; ++i) std::this_thread::sleep_for(5ms);
    raw_connection third(s.port);
    CHECK(third.closed_within(5s));
    CHECK(s.metrics.get("http_connections_refused_total") >= 1);
    // Both busy ones answer.
    const auto ra = a.read_response();
    const auto rb = b.read_response();
    REQUIRE(ra);
    REQUIRE(rb);
    CHECK(ra->status == 200);
    CHECK(rb->status == 200);
}

TEST_CASE("600 idle or half-sent connections cannot lock out a public or an authenticated request",
          "[http][limits]") {
    rlimit files{};
    REQUIRE(::getrlimit(RLIMIT_NOFILE, &files) == 0);
    if (files.rlim_cur < 2048 && files.rlim_max >= 2048) {
        files.rlim_cur = std::min<rlim_t>(files.rlim_max, 4096);
        REQUIRE(::setrlimit(RLIMIT_NOFILE, &files) == 0);
    }
    test_server s;  // the default cap: 512
    std::vector<std::unique_ptr<raw_connection>> idle;
    for (int i = 0; i < 600; ++i) {
        auto c = std::make_unique<raw_connection>(s.port);
        REQUIRE(c->connected());
        if (i % 2 == 0) CHECK(c->send("POST /echo HTTP/1.1\r\nHost: x\r\n"));  // half a request
        idle.push_back(std::move(c));
    }
    for (int i = 0; i < 500 && s.srv->connections() < 512; ++i) std::this_thread::sleep_for(5ms);
    const auto open = anyplot::test::http_call(s.port, "GET", "/open");
    REQUIRE(open);
    CHECK(open->status == 200);
    const auto authed = anyplot::test::http_call(s.port, "POST", "/echo", {auth_header()}, "abc");
    REQUIRE(authed);
    CHECK(authed->body == R"({"length":3})");
    CHECK(s.srv->connections() <= 512);
}

TEST_CASE("a connection that never sends a complete first request is closed after first_request_timeout",
          "[http][limits]") {
    http::server_limits limits;
    limits.first_request_timeout = 200ms;
    limits.idle_timeout = 20s;
    test_server s(limits);
    raw_connection silent(s.port);
    CHECK(silent.closed_within(10s));  // a hang guard, not a timing assertion
    raw_connection partial(s.port);
    REQUIRE(partial.send("GET /open HTTP/1.1\r\n"));
    CHECK(partial.closed_within(10s));
    // After a first request, the keep-alive wait is idle_timeout: still open well past 200 ms.
    raw_connection kept(s.port);
    REQUIRE(kept.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(kept.read_response());
    CHECK_FALSE(kept.closed_within(600ms));
    REQUIRE(kept.send("GET /open HTTP/1.1\r\nHost: x\r\n\r\n"));
    CHECK(kept.read_response());
}

TEST_CASE("the caller of a request is its token's stable id, never the token", "[http][auth]") {
    test_server s;
    const auto ask = [&](const std::string& t) {
        const auto r = anyplot::test::http_call(s.port, "GET", "/whoami", {"Authorization: Bearer " + t});
        REQUIRE(r);
        REQUIRE(r->status == 200);
        return r->body;
    };
    const std::string first = ask(good_token);
    const std::string second = ask(second_token);
    CHECK(first != second);
    CHECK(first == ask(good_token));  // stable
    CHECK(first.size() == std::string(R"({"caller":""})").size() + 16);
    CHECK(first.find(good_token) == std::string::npos);
    CHECK(second.find(second_token) == std::string::npos);
    const auto open = anyplot::test::http_call(s.port, "GET", "/whoami-open", {"Authorization: Bearer " + good_token});
    REQUIRE(open);
    CHECK(open->body == R"({"caller":""})");
}

TEST_CASE("spawn: a task that throws is logged by class and the io_context keeps running", "[spawn]") {
    asio::io_context ioc;
    bool failed = false;
    bool other_ran = false;
    anyplot::common::spawn(ioc.get_executor(), throwing_task(), "test_task", [&failed] { failed = true; });
    anyplot::common::spawn(ioc.get_executor(), flag_task(&other_ran), "other_task");
    ioc.run();
    CHECK(failed);
    CHECK(other_ran);
}

TEST_CASE("a handler that throws leaves the server serving and its connection counted out", "[http]") {
    test_server s;
    for (int i = 0; i < 3; ++i) {
        const auto r = anyplot::test::http_call(s.port, "GET", "/throw");
        REQUIRE(r);
        CHECK(r->status == 500);
    }
    const auto after = anyplot::test::http_call(s.port, "GET", "/open");
    REQUIRE(after);
    CHECK(after->status == 200);
    for (int i = 0; i < 200 && s.srv->in_flight() != 0; ++i) std::this_thread::sleep_for(5ms);
    CHECK(s.srv->in_flight() == 0);
}

TEST_CASE("a streamed answer: the head, each event as it is written, the last chunk, then the connection closes",
          "[http][sse]") {
    test_server s;
    raw_connection c(s.port);
    REQUIRE(c.send("GET /stream HTTP/1.1\r\nHost: x\r\n\r\n"));
    const auto head = c.read_head();
    REQUIRE(head);
    CHECK(head->status == 200);
    CHECK(head->header("content-type").value_or("").rfind("text/event-stream", 0) == 0);
    CHECK(head->header("transfer-encoding") == "chunked");
    CHECK(head->header("cache-control") == "no-store");
    CHECK(head->header("x-accel-buffering") == "no");
    CHECK(head->header("x-request-id") == "abc");
    CHECK_FALSE(head->header("content-length"));
    // The first event arrives while the handler still waits: nothing is buffered until the end.
    const auto first = c.next_event();
    REQUIRE(first);
    CHECK(first->name == "ready");
    CHECK(first->data == R"({"n":1})");
    s.streams.release.store(true);
    const auto second = c.next_event();
    REQUIRE(second);
    CHECK(second->name == "message");
    CHECK(second->data == R"({"text":"two\nlines"})");
    const auto third = c.next_event();
    REQUIRE(third);
    CHECK(third->name == "done");
    CHECK_FALSE(c.next_event());
    CHECK(c.stream_ended());
    CHECK(c.closed_within(2s));
}

TEST_CASE("a quiet stream gets comment heartbeats", "[http][sse]") {
    http::server_limits limits;
    limits.heartbeat_interval = 50ms;
    test_server s(limits);
    raw_connection c(s.port);
    REQUIRE(c.send("GET /stream-quiet HTTP/1.1\r\nHost: x\r\n\r\n"));
    REQUIRE(c.read_head());
    REQUIRE(c.next_event());
    const auto b = c.next_event();
    REQUIRE(b);
    CHECK(b->name == "b");
    CHECK(c.comments_seen() >= 2);
}

TEST_CASE("a client that leaves a stream fires the disconnect signal / the server goes on", "[http][sse]") {
    test_server s;
    {
        raw_connection c(s.port);
        REQUIRE(c.send("GET /stream-until-gone HTTP/1.1\r\nHost: x\r\n\r\n"));
        REQUIRE(c.read_head());
        REQUIRE(c.next_event());
    }
    for (int i = 0; i < 500 && !s.streams.gone.load(); ++i) std::this_thread::sleep_for(10ms);
    CHECK(s.streams.gone.load());
    const auto after = anyplot::test::http_call(s.port, "GET", "/open");
    REQUIRE(after);
    CHECK(after->status == 200);
    for (int i = 0; i < 200 && s.srv->in_flight() != 0; ++i) std::this_thread::sleep_for(5ms);
    CHECK(s.srv->in_flight() == 0);
}

TEST_CASE("a reader too slow for one event's write timeout is cut off as gone", "[http][sse]") {
    http::server_limits limits;
    limits.event_write_timeout = 200ms;
    test_server s(limits);
    raw_connection c(s.port);
    REQUIRE(c.send("GET /stream-flood HTTP/1.1\r\nHost: x\r\n\r\n"));
    // Reads nothing more: the socket buffers fill, a write stalls, the timeout ends it.
    for (int i = 0; i < 1000 && !s.streams.send_failed.load(); ++i) std::this_thread::sleep_for(10ms);
    CHECK(s.streams.send_failed.load());
    CHECK(s.streams.gone.load());
    const auto after = anyplot::test::http_call(s.port, "GET", "/open");
    REQUIRE(after);
    CHECK(after->status == 200);
}

TEST_CASE("stop drains: an in-flight request completes / then the listener is gone", "[http][drain]") {
    auto s = std::make_unique<test_server>();
    raw_connection c(s->port);
    REQUIRE(c.send("GET /slow?ms=300 HTTP/1.1\r\nHost: x\r\n\r\n"));
    std::this_thread::sleep_for(100ms);
    const std::uint16_t port = s->port;
    std::thread stopper([&] { s->stop(); });
    const auto r = c.read_response();
    stopper.join();
    REQUIRE(r);
    CHECK(r->status == 200);
    CHECK(r->header("connection") == "close");
    raw_connection late(port);
    CHECK_FALSE(late.connected());
}

TEST_CASE("stop is bounded: a request outliving the drain timeout is cut", "[http][drain]") {
    http::server_limits limits;
    limits.drain_timeout = 200ms;
    test_server s(limits);
    raw_connection c(s.port);
    REQUIRE(c.send("GET /slow?ms=20000 HTTP/1.1\r\nHost: x\r\n\r\n"));
    std::this_thread::sleep_for(100ms);
    s.stop();  // returns after the drain timeout, not after 20 s
    CHECK(c.closed_within(5s));
}

TEST_CASE("the client fetches / and reports transport failures as values", "[http][client]") {
    test_server s;
    http::client_request req;
    req.method = "POST";
    req.url = "http://127.0.0.1:" + std::to_string(s.port) + "/echo";
    req.headers.push_back({"Authorization", "Bearer " + good_token});
    req.body = "12345";
    const auto answer = fetch_now(req);
    REQUIRE(answer.ok());
    CHECK(answer->status == 200);
    CHECK(answer->body == R"({"length":5})");
    CHECK(answer->header("cache-control") == "no-store");

    // Timeout: the server holds the request longer than the client waits.
    http::client_request slow_req;
    slow_req.url = "http://127.0.0.1:" + std::to_string(s.port) + "/slow?ms=3000";
    slow_req.timeout = 200ms;
    const auto slow_answer = fetch_now(slow_req);
    REQUIRE_FALSE(slow_answer.ok());

    s.stop();
    CHECK_FALSE(fetch_now(req).ok());
}

namespace {

using staged_result = anyplot::common::result<http::client_response, http::fetch_failure>;

asio::awaitable<void> fetch_staged_into(http::client_request req, std::optional<staged_result>* out) {
    out->emplace(co_await http::fetch_staged(std::move(req)));
}

staged_result fetch_staged_now(const http::client_request& req) {
    asio::io_context ioc;
    std::optional<staged_result> out;
    anyplot::test::spawn(ioc, fetch_staged_into(req, &out));
    ioc.run();
    return std::move(*out);
}

// A port nothing listens on (bound, then closed).
std::uint16_t closed_port() {
    asio::io_context ioc;
    asio::ip::tcp::acceptor a(ioc, {asio::ip::make_address("127.0.0.1"), 0});
    return a.local_endpoint().port();
}

}  // namespace

TEST_CASE("the client tells a connection never made from a failure after the request was sent",
          "[http][client]") {
    http::client_request req;
    req.method = "POST";
    req.body = "{\"job_id\":\"j\"}";
    req.timeout = 5s;

    // Refused: nothing was sent.
    req.url = "http://127.0.0.1:" + std::to_string(closed_port()) + "/run-data";
    const auto refused = fetch_staged_now(req);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().stage == http::fetch_stage::connect);
    CHECK(refused.error().ec == asio::error::connection_refused);
    req.url = "not a url";
    CHECK(fetch_staged_now(req).error().stage == http::fetch_stage::connect);

    // A peer that reads the whole request and closes without answering: it may have acted on it.
    asio::io_context peer_ioc;
    asio::ip::tcp::acceptor acceptor(peer_ioc, {asio::ip::make_address("127.0.0.1"), 0});
    std::size_t received = 0;
    std::thread peer([&] {
        asio::ip::tcp::socket sock(peer_ioc);
        acceptor.accept(sock);
        std::string data;
        char buf[4096];
        boost::system::error_code ec;
        while (data.find("\"j\"}") == std::string::npos && !ec) {
            const std::size_t n = sock.read_some(asio::buffer(buf), ec);
            data.append(buf, n);
        }
        received = data.size();
        sock.close();
    });
    req.url = "http://127.0.0.1:" + std::to_string(acceptor.local_endpoint().port()) + "/run-data";
    const auto lost = fetch_staged_now(req);
    peer.join();
    REQUIRE_FALSE(lost.ok());
    CHECK(lost.error().stage == http::fetch_stage::exchange);
    CHECK(received > 0);
    // The plain fetch keeps reporting the bare error code.
    req.url = "http://127.0.0.1:" + std::to_string(closed_port()) + "/run-data";
    CHECK(fetch_now(req).error() == asio::error::connection_refused);
}

TEST_CASE("a connect that hangs ends at connect_timeout as a connect failure", "[http][client]") {
    // A listener that never accepts, its accept queue full: the kernel drops further SYNs, so a
    // new connect hangs (Linux: a full accept queue drops the SYN, it does not refuse).
    asio::io_context ioc;
    asio::ip::tcp::acceptor acceptor(ioc);
    const asio::ip::tcp::endpoint at(asio::ip::make_address("127.0.0.1"), 0);
    acceptor.open(at.protocol());
    acceptor.bind(at);
    acceptor.listen(0);
    const auto port = acceptor.local_endpoint().port();
    // The first connection fills the queue (backlog 0 holds one); a few more, started and never
    // waited for (a blocking connect would wait out the kernel's SYN retries), in case a kernel
    // rounds the backlog up.
    asio::ip::tcp::socket first(ioc);
    first.connect({asio::ip::make_address("127.0.0.1"), port});
    std::vector<int> fillers;
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(port);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    for (int i = 0; i < 4; ++i) {
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        REQUIRE(fd >= 0);
        (void)::connect(fd, reinterpret_cast<const sockaddr*>(&to), sizeof to);
        fillers.push_back(fd);
    }
    http::client_request req;
    req.url = "http://127.0.0.1:" + std::to_string(port) + "/status";
    req.timeout = 20s;
    req.connect_timeout = 300ms;
    const auto started = std::chrono::steady_clock::now();
    const auto hung = fetch_staged_now(req);
    REQUIRE_FALSE(hung.ok());
    CHECK(hung.error().stage == http::fetch_stage::connect);
    CHECK(hung.error().ec == boost::beast::error::timeout);
    CHECK(std::chrono::steady_clock::now() - started < 10s);  // the connect limit, not the exchange's
    for (const int fd : fillers) ::close(fd);
}

TEST_CASE("parse_url accepts http host:port targets only", "[http][client]") {
    const auto u = http::parse_url("http://127.0.0.1:8081/run-data?x=1");
    REQUIRE(u);
    CHECK(u->host == "127.0.0.1");
    CHECK(u->port == 8081);
    CHECK(u->target == "/run-data?x=1");
    CHECK(http::parse_url("http://[::1]:9/")->host == "::1");
    CHECK(http::parse_url("http://localhost")->port == 80);
    CHECK_FALSE(http::parse_url("https://example.org/"));
    CHECK_FALSE(http::parse_url("http://:80/"));
    CHECK_FALSE(http::parse_url("http://h:99999/"));
    CHECK_FALSE(http::parse_url("ftp://h/"));
}

TEST_CASE("the SSE parser: events, names, multi-line data, comments, CRLF split across reads, a bound", "[sse][parser]") {
    http::sse_parser p;
    std::vector<http::sse_event> out;
    CHECK(p.feed("event: ready\ndata: {\"a\":1}\n\n: heartbeat\n\ndata: one\ndata: two\r", out));
    REQUIRE(out.size() == 1);
    CHECK(out[0].name == "ready");
    CHECK(out[0].data == R"({"a":1})");
    CHECK(p.comments() == 1);
    CHECK(p.feed("\n\r\nid: 7\ndata:x\n\nretry: 5\nunknown: y\n\n", out));
    REQUIRE(out.size() == 3);
    CHECK(out[1].name.empty());
    CHECK(out[1].data == "one\ntwo");
    CHECK(out[2].id == "7");
    CHECK(out[2].data == "x");
    // One byte at a time gives the same events.
    http::sse_parser slow;
    std::vector<http::sse_event> bytes;
    const std::string stream = "event: a\r\ndata: 1\r\n\r\nevent: b\ndata: 2\n\n";
    for (const char c : stream) CHECK(slow.feed(std::string_view(&c, 1), bytes));
    REQUIRE(bytes.size() == 2);
    CHECK(bytes[1].name == "b");
    // An event over the bound breaks the stream for good.
    http::sse_parser small(16);
    std::vector<http::sse_event> none;
    CHECK_FALSE(small.feed("data: " + std::string(40, 'x') + "\n\n", none));
    CHECK_FALSE(small.feed("data: ok\n\n", none));
    CHECK(none.empty());
}

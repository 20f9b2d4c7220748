#include "common/http/server.hpp"

#include "common/log.hpp"
#include "common/spawn.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <deque>
#include <exception>
#include <set>
#include <typeinfo>

namespace anyplot::common::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
using tcp = asio::ip::tcp;
using boost::system::error_code;

namespace {

constexpr std::size_t read_chunk = 4096;
// While a handler runs, bytes a client pipelines are kept up to this much; past it we stop
// reading (and so stop noticing a disconnect) rather than buffer without bound.
constexpr std::size_t pipeline_keep = 64 * 1024;

struct connection {
    explicit connection(tcp::socket s) : stream(std::move(s)) {}
    beast::tcp_stream stream;
    beast::flat_buffer buffer;
    bool busy = false;  // a handler is running or its answer is being written
    bool authenticated = false;  // completed a request on a token route with a valid token
    std::chrono::steady_clock::time_point last_active = std::chrono::steady_clock::now();
    void close() noexcept {
        error_code ignored;
        stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
        stream.socket().close(ignored);
    }
};

// Shared between a connection and the handler it started: the handler's answer and a timer the
// connection sleeps on once it stops watching the socket.
struct handler_state {
    explicit handler_state(const asio::any_io_executor& ex) : wake(ex) {
        wake.expires_at(asio::steady_timer::time_point::max());
    }
    bool done = false;
    response res;
    asio::steady_timer wake;
};

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string_view reason_phrase(int status) {
    switch (status) {
        case 499: return "Client Closed Request";
        default: return bhttp::obsolete_reason(static_cast<bhttp::status>(status));
    }
}

std::string chunk(std::string_view payload) {
    char size[20];
    const int n = std::snprintf(size, sizeof size, "%zx\r\n", payload.size());
    std::string out(size, static_cast<std::size_t>(n));
    out.append(payload);
    out.append("\r\n");
    return out;
}

// A streamed answer on one connection (message.hpp, event_stream): the head, then one chunk per
// event written straight on the socket (the disconnect watch keeps its read pending meanwhile),
// one write at a time, each bounded by the write timeout; a comment heartbeat after silence.
class sse_stream final : public event_stream, public std::enable_shared_from_this<sse_stream> {
public:
    sse_stream(std::shared_ptr<connection> conn, std::shared_ptr<disconnect_signal> gone, server_limits limits)
        : conn_(std::move(conn)), gone_(std::move(gone)), limits_(limits),
          beat_(conn_->stream.get_executor()) {}

    asio::awaitable<bool> open(std::vector<header_field> headers) override;
    asio::awaitable<bool> send(std::string name, std::string data) override;
    [[nodiscard]] bool is_open() const noexcept override { return opened_; }
    // After the handler returned: the last chunk when the stream is still healthy.
    asio::awaitable<void> finish();
    [[nodiscard]] bool healthy() const noexcept { return !broken_; }

    // Public for the heartbeat coroutine only.
    asio::awaitable<bool> write(std::string bytes);
    std::shared_ptr<connection> conn_;
    std::shared_ptr<disconnect_signal> gone_;
    server_limits limits_;
    asio::steady_timer beat_;
    std::deque<std::shared_ptr<asio::steady_timer>> turn_;  // writers waiting for the socket
    std::chrono::steady_clock::time_point last_write_{};
    bool opened_ = false;
    bool writing_ = false;
    bool broken_ = false;
    bool finished_ = false;
};

asio::awaitable<void> heartbeat(std::shared_ptr<sse_stream> s) {
    while (!s->finished_ && !s->broken_) {
        s->beat_.expires_after(s->limits_.heartbeat_interval);
        error_code ec;
        co_await s->beat_.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (s->finished_ || s->broken_) break;
        if (std::chrono::steady_clock::now() - s->last_write_ >= s->limits_.heartbeat_interval) {
            std::string beat = chunk(": heartbeat\n\n");  // named: no temporary across a co_await (decision 002)
            co_await s->write(std::move(beat));
        }
    }
}

asio::awaitable<bool> sse_stream::write(std::string bytes) {
    while (writing_ && !broken_) {
        auto t = std::make_shared<asio::steady_timer>(beat_.get_executor(), asio::steady_timer::time_point::max());
        turn_.push_back(t);
        error_code ignored;
        co_await t->async_wait(asio::redirect_error(asio::use_awaitable, ignored));
    }
    if (broken_) co_return false;
    writing_ = true;
    asio::steady_timer timeout(beat_.get_executor());
    timeout.expires_after(limits_.event_write_timeout);
    // A reader too slow to take one event in time is treated as gone: cancelling the socket ends
    // this write and the disconnect watch's read alike.
    timeout.async_wait([conn = conn_](const error_code& e) {
        if (e) return;
        error_code ignored;
        conn->stream.socket().cancel(ignored);
    });
    error_code ec;
    co_await asio::async_write(conn_->stream.socket(), asio::buffer(bytes),
                               asio::redirect_error(asio::use_awaitable, ec));
    timeout.cancel();
    writing_ = false;
    last_write_ = std::chrono::steady_clock::now();
    if (ec) {
        broken_ = true;
        gone_->fire();
        for (auto& t : turn_) t->cancel();
        turn_.clear();
        co_return false;
    }
    if (!turn_.empty()) {
        turn_.front()->cancel();
        turn_.pop_front();
    }
    co_return true;
}

asio::awaitable<bool> sse_stream::open(std::vector<header_field> headers) {
    if (opened_ || broken_) co_return !broken_;
    opened_ = true;
    std::string head =
        "HTTP/1.1 200 OK\r\nServer: anyplot\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
        "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Accel-Buffering: no\r\n"
        "Transfer-Encoding: chunked\r\nConnection: close\r\n";
    for (const auto& h : headers) head += h.name + ": " + h.value + "\r\n";
    head += "\r\n";
    const bool ok = co_await write(std::move(head));
    if (ok) {
        common::spawn(beat_.get_executor(), heartbeat(shared_from_this()), "sse_heartbeat");
    }
    co_return ok;
}

asio::awaitable<bool> sse_stream::send(std::string name, std::string data) {
    if (!opened_ || broken_ || finished_) co_return false;
    std::string event = chunk("event: " + name + "\ndata: " + data + "\n\n");
    const bool ok = co_await write(std::move(event));
    co_return ok;
}

asio::awaitable<void> sse_stream::finish() {
    finished_ = true;
    beat_.cancel();
    if (opened_ && !broken_) {
        std::string last = "0\r\n\r\n";
        co_await write(std::move(last));
    }
}

}  // namespace

struct server::impl : std::enable_shared_from_this<server::impl> {
    impl(asio::io_context& io, router r, server_limits l, metrics_registry& m)
        : ioc(io), acceptor(io), routes(std::move(r)), limits(l), metrics(m), drain_timer(io) {}

    asio::io_context& ioc;
    tcp::acceptor acceptor;
    router routes;
    server_limits limits;
    metrics_registry& metrics;
    std::set<std::shared_ptr<connection>> live;
    std::size_t handling = 0;
    bool stopping = false;
    std::function<void()> on_drained;
    asio::steady_timer drain_timer;

    void finish_drain() {
        if (!on_drained) return;
        drain_timer.cancel();
        for (const auto& c : live) c->close();
        auto done = std::move(on_drained);
        on_drained = nullptr;
        done();
    }
    void connection_ended(const std::shared_ptr<connection>& c) {
        live.erase(c);  // harmless when evicted already
        metrics.set("http_connections", {}, static_cast<double>(live.size()));
        if (stopping && live.empty()) finish_drain();
    }
    // At the cap: the connection to close for a new one. Never a busy one; among the rest, one
    // that never authenticated before any that did, the longest idle first. Null when all are busy.
    std::shared_ptr<connection> eviction_victim() const {
        std::shared_ptr<connection> best;
        for (const auto& c : live) {
            if (c->busy) continue;
            if (!best || (best->authenticated && !c->authenticated) ||
                (best->authenticated == c->authenticated && c->last_active < best->last_active)) {
                best = c;
            }
        }
        return best;
    }
};

namespace {

using impl_ptr = std::shared_ptr<server::impl>;

asio::awaitable<void> run_handler(handler h, request req, std::shared_ptr<handler_state> st,
                                  std::shared_ptr<connection> conn) {
    try {
        st->res = co_await h(std::move(req));
    } catch (const std::exception& e) {
        // The class only: a message may carry request content.
        log::error("handler_exception", {{"class", typeid(e).name()}});
        st->res = error(500, "internal");
    } catch (...) {
        log::error("handler_exception", {{"class", "unknown"}});
        st->res = error(500, "internal");
    }
    st->done = true;
    st->wake.cancel();
    error_code ignored;
    conn->stream.socket().cancel(ignored);  // ends the disconnect watch read
}

// Runs the handler while keeping a read pending on the socket: EOF or an error there means the
// client left, and the request's disconnect signal fires so the handler can give up its work.
asio::awaitable<response> handle_watching(std::shared_ptr<connection> conn, handler h,
                                          request req) {
    auto executor = co_await asio::this_coro::executor;
    auto st = std::make_shared<handler_state>(executor);
    auto signal = req.disconnect;
    // run_handler catches what a handler throws; if it still escapes (its own 500 failing to
    // allocate), the answer is a 500 all the same and the connection stops waiting for it.
    common::spawn(executor, run_handler(std::move(h), std::move(req), st, conn), "http_handler", [st, conn] {
        st->res = error(500, "internal");
        st->res.close = true;
        st->done = true;
        st->wake.cancel();
        error_code ignored;
        conn->stream.socket().cancel(ignored);
    });
    bool gone = false;
    while (!st->done) {
        if (!gone && conn->buffer.size() < pipeline_keep) {
            error_code ec;
            conn->stream.expires_never();
            const std::size_t n = co_await conn->stream.async_read_some(
                conn->buffer.prepare(read_chunk), asio::redirect_error(asio::use_awaitable, ec));
            if (!ec) {
                conn->buffer.commit(n);
                continue;
            }
            if (st->done) break;
            gone = true;
            signal->fire();
        } else {
            error_code ec;
            co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        }
    }
    if (gone) st->res.close = true;
    co_return std::move(st->res);
}

request to_request(const bhttp::request<bhttp::string_body>& m, const std::string& remote) {
    request req;
    req.method = std::string(m.method_string());
    req.target = std::string(m.target());
    const auto q = req.target.find('?');
    req.path = req.target.substr(0, q);
    if (q != std::string::npos) req.query = req.target.substr(q + 1);
    for (const auto& f : m) req.headers.push_back({lower(f.name_string()), std::string(f.value())});
    req.body = m.body();
    req.remote = remote;
    return req;
}

asio::awaitable<bool> write_response(std::shared_ptr<connection> conn, const response& r, bool keep_alive,
                                     std::chrono::milliseconds timeout) {
    bhttp::response<bhttp::string_body> out;
    out.version(11);
    out.result(static_cast<unsigned>(r.status));
    out.reason(reason_phrase(r.status));
    out.set(bhttp::field::server, "anyplot");
    out.set(bhttp::field::content_type, r.content_type);
    out.set(bhttp::field::cache_control, "no-store");
    out.set("X-Content-Type-Options", "nosniff");
    for (const auto& h : r.headers) out.set(h.name, h.value);
    out.body() = r.body;
    out.keep_alive(keep_alive);
    out.prepare_payload();
    error_code ec;
    conn->stream.expires_after(timeout);
    co_await bhttp::async_write(conn->stream, out, asio::redirect_error(asio::use_awaitable, ec));
    co_return !ec;
}

// A protocol-level refusal before any handler: answer, then close, lingering. The client may
// still be sending the body we refused: closing with its bytes unread makes the kernel answer
// with a reset, and a client busy uploading then sees the reset instead of our answer (Node's
// fetch does). So, as nginx's lingering_close: stop sending, read and drop what still arrives
// for up to 2 s or 16 MiB, then close.
asio::awaitable<void> refuse(std::shared_ptr<connection> conn, int status, std::string_view code,
                             std::chrono::milliseconds timeout) {
    response r = error(status, code);
    if (!co_await write_response(conn, r, false, timeout)) co_return;
    error_code ec;
    conn->stream.socket().shutdown(tcp::socket::shutdown_send, ec);
    if (ec) co_return;
    constexpr std::size_t linger_bytes = 16 * 1024 * 1024;
    conn->stream.expires_after(std::min<std::chrono::milliseconds>(timeout, std::chrono::seconds(2)));
    std::array<char, 16 * 1024> sink{};
    std::size_t dropped = conn->buffer.size();
    conn->buffer.consume(conn->buffer.size());
    while (dropped < linger_bytes) {
        const std::size_t n =
            co_await conn->stream.async_read_some(asio::buffer(sink), asio::redirect_error(asio::use_awaitable, ec));
        if (ec) break;
        dropped += n;
    }
}

// Counts a request as in flight for exactly as long as this object lives (a throw included).
// The destructor touches only what the frame owns a share of (the metrics registry may be gone
// when a suspended frame is destroyed with its io_context): the gauge is set on the normal path.
struct in_flight_count {
    in_flight_count(server::impl& s, connection& c) : self(s), conn(c) {
        conn.busy = true;
        ++self.handling;
        self.metrics.set("http_in_flight", {}, static_cast<double>(self.handling));
    }
    in_flight_count(const in_flight_count&) = delete;
    in_flight_count& operator=(const in_flight_count&) = delete;
    ~in_flight_count() {
        --self.handling;
        conn.busy = false;
        conn.last_active = std::chrono::steady_clock::now();
    }
    server::impl& self;
    connection& conn;
};

bool vanished(const error_code& ec) {
    return ec == beast::error::timeout || ec == asio::error::eof || ec == bhttp::error::end_of_stream ||
           ec == asio::error::connection_reset || ec == asio::error::operation_aborted;
}

// One request read whole, within its deadlines. nullopt: the connection ends (the peer left or
// was slow, or it got a protocol refusal: 400, 413, 431).
asio::awaitable<std::optional<bhttp::request<bhttp::string_body>>> read_request(
    impl_ptr self, std::shared_ptr<connection> conn, std::size_t served,
    std::chrono::steady_clock::time_point first_deadline) {
    error_code ec;
    // Idle: wait (bounded) for the first byte of the next request.
    if (conn->buffer.size() == 0) {
        if (served == 0) {
            conn->stream.expires_at(first_deadline);
        } else {
            conn->stream.expires_after(self->limits.idle_timeout);
        }
        const std::size_t n = co_await conn->stream.async_read_some(conn->buffer.prepare(read_chunk),
                                                                    asio::redirect_error(asio::use_awaitable, ec));
        if (ec) co_return std::nullopt;
        conn->buffer.commit(n);
    }
    // From the first byte on, the whole request must arrive within request_timeout (the first
    // one also within first_request_timeout of the accept).
    if (served == 0) {
        conn->stream.expires_at(std::min(first_deadline, std::chrono::steady_clock::now() + self->limits.request_timeout));
    } else {
        conn->stream.expires_after(self->limits.request_timeout);
    }
    bhttp::request_parser<bhttp::string_body> parser;
    parser.header_limit(static_cast<std::uint32_t>(self->limits.header_limit));
    parser.body_limit(self->limits.body_limit);
    co_await bhttp::async_read_header(conn->stream, conn->buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    if (ec == bhttp::error::header_limit) {
        co_await refuse(conn, 431, "header_too_large", self->limits.request_timeout);
        co_return std::nullopt;
    }
    if (ec == bhttp::error::body_limit) {  // Content-Length over the limit: known before the body
        co_await refuse(conn, 413, "payload_too_large", self->limits.request_timeout);
        co_return std::nullopt;
    }
    if (vanished(ec)) co_return std::nullopt;  // slow, vanished or shut down: nothing to answer
    if (ec) {
        co_await refuse(conn, 400, "bad_request", self->limits.request_timeout);
        co_return std::nullopt;
    }
    // The one transfer coding we read is chunked, alone (RFC 9112 §6.1): "xchunked", "chunked,
    // identity", two Transfer-Encoding fields or one beside a Content-Length would leave the body's
    // end to guesswork, which is how requests are smuggled past a proxy. 400 and close.
    if (const auto& h = parser.get(); h.count(bhttp::field::transfer_encoding) > 0) {
        std::string coding = lower(h[bhttp::field::transfer_encoding]);
        while (!coding.empty() && (coding.back() == ' ' || coding.back() == '\t')) coding.pop_back();
        while (!coding.empty() && (coding.front() == ' ' || coding.front() == '\t')) coding.erase(coding.begin());
        if (h.count(bhttp::field::transfer_encoding) != 1 || coding != "chunked" ||
            h.count(bhttp::field::content_length) > 0) {
            co_await refuse(conn, 400, "bad_request", self->limits.request_timeout);
            co_return std::nullopt;
        }
    }
    // curl and others wait for this before sending a body over 1 KiB.
    if (const auto expect = parser.get()[bhttp::field::expect]; lower(expect) == "100-continue") {
        bhttp::response<bhttp::empty_body> cont{bhttp::status::continue_, 11};
        co_await bhttp::async_write(conn->stream, cont, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) co_return std::nullopt;
    }
    co_await bhttp::async_read(conn->stream, conn->buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    if (ec == bhttp::error::body_limit) {
        co_await refuse(conn, 413, "payload_too_large", self->limits.request_timeout);
        co_return std::nullopt;
    }
    if (vanished(ec)) co_return std::nullopt;
    if (ec) {
        co_await refuse(conn, 400, "bad_request", self->limits.request_timeout);
        co_return std::nullopt;
    }
    co_return parser.release();
}

// Routes one request, runs its handler (watching for the client leaving) and answers: the
// handler's response, or the end of the stream it opened. True when the connection may serve
// another request.
asio::awaitable<bool> serve(impl_ptr self, std::shared_ptr<connection> conn,
                            bhttp::request<bhttp::string_body> message, std::string remote, std::size_t served) {
    const auto started = std::chrono::steady_clock::now();
    const bool client_keep_alive = message.keep_alive();
    request req = to_request(message, remote);
    auto stream = std::make_shared<sse_stream>(conn, req.disconnect, self->limits);
    req.stream = stream;
    router::match m = self->routes.dispatch(req);
    if (m.authenticated) conn->authenticated = true;
    response res;
    bool keep_alive = false;
    bool written = false;
    {
        const in_flight_count counted(*self, *conn);
        if (m.target == nullptr) {
            res = std::move(m.early);
        } else {
            res = co_await handle_watching(conn, *m.target, std::move(req));
        }
        if (stream->is_open()) {
            // The handler answered through its stream: end it; the connection closes after it.
            co_await stream->finish();
            res.status = 200;
            written = stream->healthy();
        } else {
            keep_alive = client_keep_alive && !res.close && !self->stopping &&
                         served + 1 < self->limits.max_requests_per_connection;
            written = co_await write_response(conn, res, keep_alive, self->limits.request_timeout);
        }
    }
    self->metrics.set("http_in_flight", {}, static_cast<double>(self->handling));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::string status = std::to_string(res.status);
    self->metrics.add("http_requests_total", {{"route", m.route}, {"status", status}});
    self->metrics.add("http_request_seconds_total", {{"route", m.route}}, seconds);
    log::info("request", {{"method", message.method_string()}, {"route", m.route}, {"status", res.status},
                          {"ms", static_cast<std::int64_t>(seconds * 1000.0)}});
    co_return written && keep_alive;
}

asio::awaitable<void> session(impl_ptr self, std::shared_ptr<connection> conn) {
    // Until the first request is complete, one deadline from accept (shorter than idle +
    // request timeouts): a connection that never sends a request frees its place quickly.
    const auto first_deadline = std::chrono::steady_clock::now() + self->limits.first_request_timeout;
    std::string remote = "unknown";
    {
        error_code ec;
        const auto ep = conn->stream.socket().remote_endpoint(ec);
        if (!ec) remote = ep.address().to_string();
    }
    for (std::size_t served = 0; !self->stopping; ++served) {
        auto message = co_await read_request(self, conn, served, first_deadline);
        if (!message) break;
        const bool again = co_await serve(self, conn, std::move(*message), remote, served);
        if (!again) break;
    }
    conn->close();
    self->connection_ended(conn);
}

void start_accepting(impl_ptr self);

asio::awaitable<void> accept_loop(impl_ptr self) {
    for (;;) {
        error_code ec;
        tcp::socket socket = co_await self->acceptor.async_accept(asio::redirect_error(asio::use_awaitable, ec));
        if (ec == asio::error::operation_aborted || !self->acceptor.is_open()) co_return;
        if (ec) {
            // EMFILE and friends: back off briefly instead of spinning.
            log::warn("accept_failed", {{"error", ec.message()}});
            asio::steady_timer pause(self->ioc, std::chrono::milliseconds(50));
            co_await pause.async_wait(asio::redirect_error(asio::use_awaitable, ec));
            continue;
        }
        if (self->live.size() >= self->limits.max_connections) {
            const auto victim = self->eviction_victim();
            if (!victim) {
                self->metrics.add("http_connections_refused_total");
                socket.close(ec);
                continue;
            }
            // Its session ends on the aborted read; erasing it now keeps the count at the cap.
            victim->close();
            self->live.erase(victim);
            self->metrics.add("http_connections_evicted_total");
        }
        socket.set_option(tcp::no_delay(true), ec);
        auto conn = std::make_shared<connection>(std::move(socket));
        self->live.insert(conn);
        self->metrics.set("http_connections", {}, static_cast<double>(self->live.size()));
        // A session that throws still gives back its slot (its in_flight_count already did).
        common::spawn(self->ioc.get_executor(), session(self, conn), "http_session", [self, conn] {
            conn->close();
            self->connection_ended(conn);
        });
    }
}

// The loop itself only throws on allocation failure; it is started again so the listener is
// never left open with nobody accepting.
void start_accepting(impl_ptr self) {
    auto ex = self->ioc.get_executor();
    common::spawn(ex, accept_loop(self), "http_accept", [self] {
        if (!self->stopping && self->acceptor.is_open()) start_accepting(self);
    });
}

}  // namespace

server::server(asio::io_context& ioc, router r, server_limits limits, metrics_registry& metrics)
    : impl_(std::make_shared<impl>(ioc, std::move(r), limits, metrics)) {
    metrics.describe("http_requests_total", metrics_registry::kind::counter, "HTTP answers by route and status");
    metrics.describe("http_request_seconds_total", metrics_registry::kind::counter, "Seconds spent per route");
    metrics.describe("http_connections", metrics_registry::kind::gauge, "Open connections");
    metrics.describe("http_in_flight", metrics_registry::kind::gauge, "Requests being handled");
    metrics.describe("http_connections_refused_total", metrics_registry::kind::counter,
                     "Connections closed at once because the connection cap was reached and every one was busy");
    metrics.describe("http_connections_evicted_total", metrics_registry::kind::counter,
                     "Idle connections closed at the cap to make room for a new one");
}

server::~server() {
    error_code ignored;
    impl_->acceptor.close(ignored);
}

std::string server::listen(const listen_address& address) {
    const tcp::endpoint ep(asio::ip::make_address(address.host), address.port);
    auto& a = impl_->acceptor;
    a.open(ep.protocol());
    a.set_option(tcp::acceptor::reuse_address(true));
    a.bind(ep);
    a.listen(asio::socket_base::max_listen_connections);
    const auto bound = a.local_endpoint();
    std::string text = bound.address().is_v6() ? "[" + bound.address().to_string() + "]" : bound.address().to_string();
    text += ":" + std::to_string(bound.port());
    log::info("listening", {{"address", text}});
    return text;
}

void server::start() { start_accepting(impl_); }

void server::stop(std::function<void()> done) {
    auto& s = *impl_;
    if (s.stopping) return;
    s.stopping = true;
    s.on_drained = std::move(done);
    error_code ignored;
    s.acceptor.close(ignored);
    for (const auto& c : s.live) {
        if (!c->busy) c->close();  // idle or mid-read: nothing is lost
    }
    log::info("draining", {{"in_flight", static_cast<std::int64_t>(s.handling)}});
    if (s.live.empty()) {
        s.finish_drain();
        return;
    }
    s.drain_timer.expires_after(s.limits.drain_timeout);
    s.drain_timer.async_wait([self = impl_](error_code ec) {
        if (ec) return;
        log::warn("drain_timeout", {{"in_flight", static_cast<std::int64_t>(self->handling)}});
        self->finish_drain();
    });
}

std::size_t server::connections() const noexcept { return impl_->live.size(); }
std::size_t server::in_flight() const noexcept { return impl_->handling; }

void stop_on_signals(asio::io_context& ioc, server& s) {
    auto signals = std::make_shared<asio::signal_set>(ioc, SIGTERM, SIGINT);
    signals->async_wait([&ioc, &s, signals](error_code ec, int signo) {
        if (ec) return;
        log::info("stopping", {{"signal", signo}});
        s.stop([&ioc] { ioc.stop(); });
        // A second signal: stop now.
        signals->async_wait([&ioc, signals](error_code ec2, int) {
            if (!ec2) ioc.stop();
        });
    });
}

}  // namespace anyplot::common::http

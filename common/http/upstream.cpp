#include "common/http/upstream.hpp"

#include "common/config.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include <algorithm>
#include <arpa/inet.h>
#include <charconv>
#include <map>

namespace anyplot::common::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
namespace ssl = boost::asio::ssl;
using tcp = asio::ip::tcp;
using boost::system::error_code;
using clock = std::chrono::steady_clock;

const char* to_string(upstream_error e) noexcept {
    switch (e) {
        case upstream_error::invalid_url: return "invalid_url";
        case upstream_error::not_allowed: return "not_allowed";
        case upstream_error::resolve: return "resolve";
        case upstream_error::connect: return "connect";
        case upstream_error::tls: return "tls";
        case upstream_error::timeout: return "timeout";
        case upstream_error::cancelled: return "cancelled";
        case upstream_error::closed: return "closed";
        case upstream_error::malformed: return "malformed";
    }
    return "malformed";
}

std::optional<std::string_view> upstream_head::header(std::string_view lower_name) const noexcept {
    for (const auto& h : headers) {
        if (h.name == lower_name) return std::string_view(h.value);
    }
    return std::nullopt;
}

namespace {

bool loopback(std::string_view host) {
    if (host == "localhost" || host == "::1") return true;
    in_addr v4{};
    const std::string h(host);
    return inet_pton(AF_INET, h.c_str(), &v4) == 1 && (ntohl(v4.s_addr) >> 24) == 127;
}

bool ip_literal(const std::string& host) {
    in_addr v4{};
    in6_addr v6{};
    return inet_pton(AF_INET, host.c_str(), &v4) == 1 || inet_pton(AF_INET6, host.c_str(), &v6) == 1;
}

}  // namespace

result<upstream_url, upstream_error> parse_upstream_url(std::string_view text) {
    upstream_url u;
    if (text.rfind("https://", 0) == 0) {
        text.remove_prefix(8);
    } else if (text.rfind("http://", 0) == 0) {
        text.remove_prefix(7);
        u.tls = false;
        u.port = 80;
    } else {
        return failure{upstream_error::invalid_url};
    }
    const auto slash = text.find('/');
    std::string_view authority = text.substr(0, slash);
    u.target = slash == std::string_view::npos ? "/" : std::string(text.substr(slash));
    std::string_view host = authority, port;
    if (!authority.empty() && authority.front() == '[') {
        const auto close = authority.find(']');
        if (close == std::string_view::npos) return failure{upstream_error::invalid_url};
        host = authority.substr(1, close - 1);
        if (close + 1 < authority.size()) {
            if (authority[close + 1] != ':') return failure{upstream_error::invalid_url};
            port = authority.substr(close + 2);
        }
    } else if (const auto colon = authority.rfind(':'); colon != std::string_view::npos) {
        host = authority.substr(0, colon);
        port = authority.substr(colon + 1);
    }
    if (host.empty() || host.find_first_of(" \t\r\n@") != std::string_view::npos) return failure{upstream_error::invalid_url};
    if (!port.empty()) {
        unsigned p = 0;
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), p);
        if (ec != std::errc{} || end != port.data() + port.size() || p == 0 || p > 65535) {
            return failure{upstream_error::invalid_url};
        }
        u.port = static_cast<std::uint16_t>(p);
    }
    u.host = std::string(host);
    // Plain HTTP only where nothing crosses a network: a model server on this machine.
    if (!u.tls && !loopback(u.host)) return failure{upstream_error::not_allowed};
    return u;
}

namespace {

struct connection {
    std::string key;
    std::unique_ptr<beast::ssl_stream<beast::tcp_stream>> tls;
    std::unique_ptr<beast::tcp_stream> plain;
    beast::flat_buffer buffer;
    bool clean = false;  // the last exchange ended with a whole answer
    beast::tcp_stream& tcp() { return tls ? beast::get_lowest_layer(*tls) : *plain; }
    connection() = default;
    connection(const connection&) = delete;
    connection& operator=(const connection&) = delete;
    // OpenSSL marks the session of a connection freed without a shutdown as not resumable. A
    // connection dropped after a whole answer ended well: its session stays good to resume.
    ~connection() {
        if (tls && clean) SSL_set_shutdown(tls->native_handle(), SSL_SENT_SHUTDOWN | SSL_RECEIVED_SHUTDOWN);
    }
};

// One exchange's deadline: each phase gets its own bound, never past the total.
struct deadline {
    clock::time_point end;
    [[nodiscard]] clock::duration phase(std::chrono::milliseconds d) const {
        const auto left = end - clock::now();
        return std::max(clock::duration::zero(), std::min<clock::duration>(d, left));
    }
};

upstream_error error_of(const error_code& ec, bool cancelled) {
    if (cancelled) return upstream_error::cancelled;
    if (ec == beast::error::timeout) return upstream_error::timeout;
    // Beast's HTTP parse errors (and a body over the limit): not an answer we can read.
    if (ec.category() == error_code(bhttp::error::bad_version).category() && ec != bhttp::error::end_of_stream &&
        ec != bhttp::error::partial_message) {
        return upstream_error::malformed;
    }
    return upstream_error::closed;  // EOF, reset, a TLS alert mid-answer
}

}  // namespace

struct upstream_client::impl {
    impl(asio::any_io_executor ex, ssl::context c) : executor(std::move(ex)), ctx(std::move(c)) {}
    ~impl() {
        for (auto& [key, s] : sessions) SSL_SESSION_free(s);
    }
    asio::any_io_executor executor;
    ssl::context ctx;
    std::map<std::string, std::vector<std::unique_ptr<connection>>> idle;
    std::map<std::string, SSL_SESSION*> sessions;  // the last session per host, to resume
    counters stats;

    std::unique_ptr<connection> take(const std::string& key) {
        auto it = idle.find(key);
        while (it != idle.end() && !it->second.empty()) {
            auto c = std::move(it->second.back());
            it->second.pop_back();
            if (c->tcp().socket().is_open()) return c;
        }
        return nullptr;
    }
    void keep(std::unique_ptr<connection> c) {
        auto& list = idle[c->key];
        if (list.size() < 4) list.push_back(std::move(c));
    }
    void remember_session(const std::string& key, SSL* ssl) {
        SSL_SESSION* s = SSL_get1_session(ssl);
        if (s == nullptr) return;
        auto& slot = sessions[key];
        if (slot != nullptr) SSL_SESSION_free(slot);
        slot = s;
    }
};

namespace {

using impl_ptr = std::shared_ptr<upstream_client::impl>;

std::string key_of(const upstream_url& u) {
    return std::string(u.tls ? "https://" : "http://") + u.host + ":" + std::to_string(u.port);
}

// A fresh connection: resolve, connect, and for https the handshake with the host verified.
asio::awaitable<result<std::unique_ptr<connection>, upstream_error>> open(impl_ptr self, upstream_url u, deadline d,
                                                                           upstream_timeouts t, bool* cancelled) {
    auto c = std::make_unique<connection>();
    c->key = key_of(u);
    if (u.tls) {
        c->tls = std::make_unique<beast::ssl_stream<beast::tcp_stream>>(self->executor, self->ctx);
    } else {
        c->plain = std::make_unique<beast::tcp_stream>(self->executor);
    }
    tcp::resolver resolver(self->executor);
    error_code ec;
    const auto endpoints =
        co_await resolver.async_resolve(u.host, std::to_string(u.port), asio::redirect_error(asio::use_awaitable, ec));
    if (*cancelled) co_return failure{upstream_error::cancelled};
    if (ec) co_return failure{upstream_error::resolve};
    c->tcp().expires_after(d.phase(t.connect));
    co_await c->tcp().async_connect(endpoints, asio::redirect_error(asio::use_awaitable, ec));
    if (*cancelled) co_return failure{upstream_error::cancelled};
    if (ec) co_return failure{ec == beast::error::timeout ? upstream_error::timeout : upstream_error::connect};
    ++self->stats.connections;
    // Requests go out as more than one write (asio's TLS stream writes a buffer at a time): without
    // this, Nagle holds the body until the peer's delayed ACK, 40 ms on Linux.
    c->tcp().socket().set_option(tcp::no_delay(true), ec);
    if (!u.tls) co_return c;

    SSL* ssl = c->tls->native_handle();
    // SNI, and the name (or address) the certificate must carry.
    if (!ip_literal(u.host)) {
        // SSL_set_tlsext_host_name is a macro with a C cast: its call spelled out.
        if (SSL_ctrl(ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name, const_cast<char*>(u.host.c_str())) != 1) {
            co_return failure{upstream_error::tls};
        }
        if (SSL_set1_host(ssl, u.host.c_str()) != 1) co_return failure{upstream_error::tls};
    } else if (X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), u.host.c_str()) != 1) {
        co_return failure{upstream_error::tls};
    }
    if (const auto it = self->sessions.find(c->key); it != self->sessions.end()) SSL_set_session(ssl, it->second);
    c->tcp().expires_after(d.phase(t.tls));
    co_await c->tls->async_handshake(ssl::stream_base::client, asio::redirect_error(asio::use_awaitable, ec));
    if (*cancelled) co_return failure{upstream_error::cancelled};
    if (ec) co_return failure{ec == beast::error::timeout ? upstream_error::timeout : upstream_error::tls};
    if (SSL_session_reused(ssl) == 1) ++self->stats.resumed;
    co_return c;
}

// One request and its answer on `s`. `answered` turns true once any byte of the answer came.
template <class Stream>
asio::awaitable<result<upstream_head, upstream_error>> exchange(Stream& s, connection& c, const upstream_request* req,
                                                               const upstream_url* u, deadline d, bool* cancelled,
                                                               bool* answered, bool* keep_alive,
                                                               upstream_client::head_fn* on_head,
                                                               upstream_client::body_fn* on_body) {
    bhttp::request<bhttp::string_body> out{bhttp::string_to_verb(req->method), u->target, 11};
    out.set(bhttp::field::host, u->port == (u->tls ? 443 : 80) ? u->host : u->host + ":" + std::to_string(u->port));
    out.set(bhttp::field::user_agent, "anyplot-agents");
    for (const auto& h : req->headers) out.set(h.name, h.value);
    if (!req->body.empty() || req->method == "POST") {
        out.set(bhttp::field::content_type, req->content_type);
        out.body() = req->body;
    }
    out.keep_alive(true);
    out.prepare_payload();
    error_code ec;
    c.tcp().expires_after(d.phase(req->timeouts.first_byte));
    co_await bhttp::async_write(s, out, asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return failure{error_of(ec, *cancelled)};

    bhttp::response_parser<bhttp::buffer_body> parser;
    parser.body_limit(req->body_limit);
    co_await bhttp::async_read_header(s, c.buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return failure{error_of(ec, *cancelled)};
    *answered = true;
    upstream_head head;
    head.status = static_cast<int>(parser.get().result_int());
    for (const auto& f : parser.get()) {
        std::string name(f.name_string());
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
        head.headers.push_back({std::move(name), std::string(f.value())});
    }
    if (*on_head) (*on_head)(head);
    std::array<char, 16384> piece{};
    while (!parser.is_done()) {
        parser.get().body().data = piece.data();
        parser.get().body().size = piece.size();
        c.tcp().expires_after(d.phase(req->timeouts.between_reads));
        // read_some: whatever has arrived, as soon as it has (a stream's events one by one).
        co_await bhttp::async_read_some(s, c.buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        if (ec == bhttp::error::need_buffer) ec = {};
        if (ec) co_return failure{error_of(ec, *cancelled)};
        const std::size_t n = piece.size() - parser.get().body().size;
        if (n > 0 && !(*on_body)(std::string_view(piece.data(), n))) co_return failure{upstream_error::cancelled};
    }
    *keep_alive = parser.get().keep_alive();
    co_return head;
}

asio::awaitable<result<upstream_head, upstream_error>> run(impl_ptr self, upstream_request req,
                                                           upstream_client::head_fn on_head,
                                                           upstream_client::body_fn on_body) {
    auto parsed = parse_upstream_url(req.url);
    if (!parsed) co_return failure{parsed.error()};
    const upstream_url u = std::move(parsed).value();
    const deadline d{clock::now() + req.timeouts.total};
    bool cancelled = false;
    if (req.cancel && req.cancel->fired()) co_return failure{upstream_error::cancelled};
    // Nothing of this exchange may outlive it: the cancel callback is forgotten on every way out.
    connection* active = nullptr;
    const scoped_listener watch(req.cancel, [&cancelled, &active] {
        cancelled = true;
        if (active != nullptr) active->tcp().cancel();
    });
    // A kept-alive connection the peer has closed meanwhile fails before any answer: one retry
    // on a fresh connection then (nothing reached the peer's application).
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::unique_ptr<connection> c = self->take(key_of(u));
        const bool reused = c != nullptr;
        if (!c) {
            auto opened = co_await open(self, u, d, req.timeouts, &cancelled);
            if (!opened) co_return failure{opened.error()};
            c = std::move(opened).value();
        } else {
            ++self->stats.reused;
        }
        active = c.get();
        bool answered = false, keep_alive = false;
        result<upstream_head, upstream_error> r = failure{upstream_error::closed};
        if (c->tls) {
            r = co_await exchange(*c->tls, *c, &req, &u, d, &cancelled, &answered, &keep_alive, &on_head, &on_body);
        } else {
            r = co_await exchange(*c->plain, *c, &req, &u, d, &cancelled, &answered, &keep_alive, &on_head, &on_body);
        }
        active = nullptr;
        c->clean = r.ok();
        if (r) {
            if (c->tls) self->remember_session(c->key, c->tls->native_handle());
            if (keep_alive) self->keep(std::move(c));
            co_return r;
        }
        if (cancelled) co_return failure{upstream_error::cancelled};
        if (!(reused && !answered && r.error() == upstream_error::closed)) co_return r;
    }
    co_return failure{upstream_error::closed};
}

asio::awaitable<result<upstream_response, upstream_error>> run_whole(impl_ptr self, upstream_request req) {
    auto body = std::make_shared<std::string>();
    const std::size_t limit = req.body_limit;
    upstream_client::body_fn collect = [body, limit](std::string_view piece) {
        if (body->size() + piece.size() > limit) return false;
        body->append(piece);
        return true;
    };
    upstream_client::head_fn no_head;  // named: no temporary across a co_await (decision 002)
    auto head = co_await run(std::move(self), std::move(req), std::move(no_head), std::move(collect));
    if (!head) co_return failure{head.error()};
    co_return upstream_response{std::move(head).value(), std::move(*body)};
}

}  // namespace

upstream_client::upstream_client(asio::any_io_executor executor, std::string ca_file) {
    ssl::context ctx(ssl::context::tls_client);
    // TLS 1.2 or newer, the peer verified.
    ctx.set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 | ssl::context::no_sslv3 |
                    ssl::context::no_tlsv1 | ssl::context::no_tlsv1_1);
    SSL_CTX_set_min_proto_version(ctx.native_handle(), TLS1_2_VERSION);
    ctx.set_verify_mode(ssl::verify_peer);
    SSL_CTX_set_session_cache_mode(ctx.native_handle(), SSL_SESS_CACHE_CLIENT);
    error_code ec;
    if (ca_file.empty()) {
        ctx.set_default_verify_paths(ec);
    } else {
        ctx.load_verify_file(ca_file, ec);
    }
    if (ec) throw config_error("AGENT_CA_FILE: the CA certificates cannot be loaded");
    impl_ = std::make_shared<impl>(std::move(executor), std::move(ctx));
}

upstream_client::~upstream_client() = default;

asio::awaitable<result<upstream_response, upstream_error>> upstream_client::fetch(upstream_request req) {
    auto r = co_await run_whole(impl_, std::move(req));
    co_return r;
}

asio::awaitable<result<upstream_head, upstream_error>> upstream_client::stream(upstream_request req, head_fn on_head,
                                                                               body_fn on_body) {
    auto r = co_await run(impl_, std::move(req), std::move(on_head), std::move(on_body));
    co_return r;
}

upstream_client::counters upstream_client::stats() const noexcept { return impl_->stats; }

}  // namespace anyplot::common::http

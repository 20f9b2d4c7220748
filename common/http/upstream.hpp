#pragma once
// The client for upstream services we do not run (model providers): HTTPS with the peer's
// certificate and host name verified against the system store (or a CA file), SNI, TLS 1.2 or
// newer; plain HTTP only to a loopback address (a model server on this machine). Keep-alive
// connections are reused per host, TLS sessions are resumed on new connections, every phase has
// its own timeout, answers can be read as they stream, and a cancel signal closes the connection
// at once. Beast and OpenSSL stay in upstream.cpp.
#include "common/http/message.hpp"
#include "common/result.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common::http {

struct upstream_timeouts {
    std::chrono::milliseconds connect{10'000};
    std::chrono::milliseconds tls{10'000};
    std::chrono::milliseconds first_byte{60'000};     // the request written → the answer's head
    std::chrono::milliseconds between_reads{60'000};  // silence between two pieces of a streamed body
    std::chrono::milliseconds total{300'000};
};

struct upstream_request {
    std::string method = "POST";
    std::string url;  // https://host[:port]/path, or http:// to a loopback address
    std::vector<header_field> headers;
    std::string body;
    std::string content_type = "application/json";
    upstream_timeouts timeouts;
    std::size_t body_limit = 16 * 1024 * 1024;
    std::shared_ptr<one_shot_signal> cancel;  // firing it closes the connection: `cancelled`
};

enum class upstream_error {
    invalid_url,  // not http(s)://host[:port]/...
    not_allowed,  // plain http to an address that is not loopback
    resolve,
    connect,
    tls,          // the handshake failed: an untrusted CA, a certificate for another host, TLS < 1.2
    timeout,      // a phase ran out
    cancelled,
    closed,       // the peer closed or reset the connection before the answer was whole
    malformed,    // not HTTP, or a body over the limit
};
[[nodiscard]] const char* to_string(upstream_error e) noexcept;

struct upstream_head {
    int status = 0;
    std::vector<header_field> headers;  // names lower-case
    [[nodiscard]] std::optional<std::string_view> header(std::string_view lower_name) const noexcept;
};

struct upstream_response {
    upstream_head head;
    std::string body;
};

struct upstream_url {
    bool tls = true;
    std::string host;
    std::uint16_t port = 443;
    std::string target = "/";
};
// "https://api.example.com/v1" → {tls, host, 443, "/v1"}; http only to loopback (127.0.0.0/8,
// ::1, localhost). nullopt and the reason when not acceptable.
[[nodiscard]] result<upstream_url, upstream_error> parse_upstream_url(std::string_view text);

class upstream_client {
public:
    // `ca_file` empty: the system's trust store. Throws config_error when the CA file cannot be
    // loaded (a startup error).
    upstream_client(boost::asio::any_io_executor executor, std::string ca_file = {});
    ~upstream_client();
    upstream_client(const upstream_client&) = delete;
    upstream_client& operator=(const upstream_client&) = delete;

    // The whole answer (any status: an HTTP error is a successful exchange).
    [[nodiscard]] boost::asio::awaitable<result<upstream_response, upstream_error>> fetch(upstream_request req);

    // The head, then the body in pieces as they arrive; `on_body` answering false stops reading
    // (the connection is dropped). The head is answered after the body has ended.
    using body_fn = std::function<bool(std::string_view piece)>;
    using head_fn = std::function<void(const upstream_head& head)>;
    [[nodiscard]] boost::asio::awaitable<result<upstream_head, upstream_error>> stream(upstream_request req,
                                                                                       head_fn on_head, body_fn on_body);

    struct counters {
        std::uint64_t connections = 0;  // opened (TCP, and TLS handshakes)
        std::uint64_t reused = 0;       // requests on a kept-alive connection
        std::uint64_t resumed = 0;      // TLS handshakes that resumed a session
    };
    [[nodiscard]] counters stats() const noexcept;

    struct impl;  // public name for upstream.cpp's coroutines

private:
    std::shared_ptr<impl> impl_;
};

}  // namespace anyplot::common::http

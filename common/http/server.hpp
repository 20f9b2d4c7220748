#pragma once
// HTTP/1.1 server on Beast and C++20 coroutines (Beast stays inside server.cpp).
// Limits: header and body size, a whole-request read timeout once the first byte arrived (slowloris),
// a shorter deadline from accept to the first complete request, an idle timeout between
// keep-alive requests, a connection cap, and a bounded drain on stop. At the cap the oldest idle
// connection is evicted (one that never authenticated first), so idle or half-sent connections
// cannot lock out /healthz or real callers; only when every connection is busy is a new one refused.
#include "common/config.hpp"
#include "common/http/router.hpp"
#include "common/metrics.hpp"

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
}

namespace anyplot::common::http {

struct server_limits {
    std::size_t header_limit = 16 * 1024;
    std::size_t body_limit = 1024 * 1024;
    std::chrono::milliseconds request_timeout{10'000};  // first byte → complete request
    std::chrono::milliseconds first_request_timeout{5'000};  // accept → first complete request
    std::chrono::milliseconds idle_timeout{30'000};     // keep-alive wait for the next request
    std::size_t max_connections = 512;
    std::size_t max_requests_per_connection = 1000;
    std::chrono::milliseconds drain_timeout{10'000};    // in-flight requests on stop
    // Streamed answers (event_stream): each event must be written within this, and a comment
    // heartbeat goes out after this much silence.
    std::chrono::milliseconds event_write_timeout{10'000};
    std::chrono::milliseconds heartbeat_interval{15'000};
};

class server {
public:
    server(boost::asio::io_context& ioc, router r, server_limits limits, metrics_registry& metrics);
    ~server();
    server(const server&) = delete;
    server& operator=(const server&) = delete;

    // Binds and listens (throws boost::system::system_error on failure: a startup error). Returns "host:port"
    // with the bound port, and logs the contract's {"event":"listening","address":...} line.
    std::string listen(const listen_address& address);
    void start();
    // Stops accepting, closes idle connections, lets in-flight requests finish (bounded by
    // drain_timeout), then closes the rest and calls `done` once.
    void stop(std::function<void()> done);

    [[nodiscard]] std::size_t connections() const noexcept;
    [[nodiscard]] std::size_t in_flight() const noexcept;

    struct impl;  // public name so server.cpp's free coroutines can hold it; defined there

private:
    std::shared_ptr<impl> impl_;
};

// SIGTERM/SIGINT → server.stop(), then ioc.stop(). A second signal stops at once.
void stop_on_signals(boost::asio::io_context& ioc, server& s);

}  // namespace anyplot::common::http

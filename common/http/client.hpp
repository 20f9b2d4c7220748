#pragma once
// A small HTTP/1.1 client on Beast coroutines (used by agents → renderer and by tests).
// One connection per request; every step bounded by `timeout`; the answer body is capped.
#include "common/http/message.hpp"
#include "common/result.hpp"

#include <boost/asio/awaitable.hpp>
#include <boost/system/error_code.hpp>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace anyplot::common::http {

struct url {
    std::string host;
    std::uint16_t port = 80;
    std::string target = "/";  // path and query
};
// "http://127.0.0.1:8081/run-data" (http only: both services talk over loopback or a private link;
// the model providers' HTTPS client is a separate piece). nullopt when malformed.
[[nodiscard]] std::optional<url> parse_url(std::string_view text);

struct client_request {
    std::string method = "GET";
    std::string url;
    std::vector<header_field> headers;
    std::string body;
    std::string content_type = "application/json";
    std::chrono::milliseconds timeout{10'000};  // whole exchange
    // Connecting, when shorter than `timeout` (a peer that drops SYNs is given up on
    // early, as a `connect` failure); 0 = within `timeout`.
    std::chrono::milliseconds connect_timeout{0};
    std::size_t body_limit = 8 * 1024 * 1024;
    // Firing it ends the exchange at once with operation_aborted (the socket is cancelled).
    std::shared_ptr<one_shot_signal> cancel;
};

struct client_response {
    int status = 0;
    std::vector<header_field> headers;  // names lower-case
    std::string body;
    [[nodiscard]] std::optional<std::string_view> header(std::string_view lower_name) const noexcept;
};

// Transport failures are values: connection refused, timeout (boost::beast::error::timeout),
// reset, malformed answer, cancelled (boost::asio::error::operation_aborted). An HTTP error
// status is a successful exchange.
[[nodiscard]] boost::asio::awaitable<result<client_response, boost::system::error_code>> fetch(client_request req);

// Where a failed exchange stopped. `connect`: resolving or connecting failed (or the URL was
// malformed), so no byte of the request left this process and it may be sent elsewhere.
// `exchange`: the connection was made, so the peer may have received the request (or part of
// it) and acted on it; only an idempotent repeat to the same peer is safe.
enum class fetch_stage { connect, exchange };
struct fetch_failure {
    boost::system::error_code ec;
    fetch_stage stage = fetch_stage::exchange;
};
// `fetch`, telling the two stages apart (a pool of peers moves only what never reached one).
[[nodiscard]] boost::asio::awaitable<result<client_response, fetch_failure>> fetch_staged(client_request req);

}  // namespace anyplot::common::http

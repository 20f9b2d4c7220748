#pragma once
// HTTP request/response as plain values: what handlers see, and the event stream a handler may
// answer through instead (Server-Sent Events). No Beast here; the server (server.cpp) converts
// at the edge.
#include "common/signal.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace anyplot::common::http {

struct header_field {
    std::string name;  // lower-case on requests
    std::string value;
};

// Fires once when the client disconnects while its request is being handled (the server keeps a
// read pending on the socket for exactly this). Callbacks run on the I/O thread.
using disconnect_signal = one_shot_signal;

// An answer streamed while the handler runs: `text/event-stream`, chunked. The server gives every
// request one; a handler that opens it answers through it, and the response it returns is then
// not sent (the stream ends when the handler returns, and the connection closes). Every event is
// written within the server's per-event write timeout; while no event is written a comment
// heartbeat keeps proxies from closing the connection. A client that leaves (or reads too slowly)
// fires the request's disconnect signal.
class event_stream {
public:
    event_stream() = default;
    event_stream(const event_stream&) = delete;
    event_stream& operator=(const event_stream&) = delete;
    virtual ~event_stream() = default;
    // Writes the head once: 200, text/event-stream, no-store, unbuffered, plus `headers`. false
    // when the client is gone.
    [[nodiscard]] virtual boost::asio::awaitable<bool> open(std::vector<header_field> headers) = 0;
    // One event, `event: <name>` and `data: <data>` (one line: JSON), as one chunk. false once the
    // client is gone or the write timed out.
    [[nodiscard]] virtual boost::asio::awaitable<bool> send(std::string name, std::string data) = 0;
    [[nodiscard]] virtual bool is_open() const noexcept = 0;
};

struct request {
    std::string method;  // "GET", "POST", ...
    std::string target;  // as received
    std::string path;    // target without the query
    std::string query;   // after '?', undecoded
    std::vector<header_field> headers;
    std::string body;
    std::string remote;  // peer address
    // The matched bearer token's id (set by the router: a hash prefix, never the token itself);
    // empty on public routes and when auth is off. Scopes per-caller state such as job ids.
    std::string caller;
    std::vector<std::pair<std::string, std::string>> params;  // path parameters set by the router
    std::shared_ptr<disconnect_signal> disconnect = std::make_shared<disconnect_signal>();
    std::shared_ptr<event_stream> stream;  // set by the server; null when a test builds the request

    [[nodiscard]] std::optional<std::string_view> header(std::string_view lower_name) const noexcept;
    [[nodiscard]] std::string_view param(std::string_view name) const noexcept;
    // A query parameter's raw value (no percent-decoding: our parameters are numbers and ids).
    [[nodiscard]] std::optional<std::string_view> query_param(std::string_view name) const noexcept;
};

struct response {
    int status = 200;
    std::string content_type = "application/json";
    std::string body;
    std::vector<header_field> headers;
    bool close = false;  // close the connection after this answer
};

// Every JSON answer carries Cache-Control: no-store (the server adds it to all answers).
[[nodiscard]] response json(int status, std::string body);
// {"detail":"<code>"}: the only error shape (docs/api.md, "Common to both services"). `code` is
// always a server constant.
[[nodiscard]] response error(int status, std::string_view code);
[[nodiscard]] response text(int status, std::string body, std::string content_type);

}  // namespace anyplot::common::http

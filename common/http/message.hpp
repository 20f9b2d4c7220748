#pragma once
// HTTP request/response as plain values: what handlers see. No Beast here; the server
// (server.cpp) converts at the edge.
#include "common/signal.hpp"

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
// {"detail":"<code>"}: the only error shape (CONTRACT.md). `code` is always a server constant.
[[nodiscard]] response error(int status, std::string_view code);
[[nodiscard]] response text(int status, std::string body, std::string content_type);

}  // namespace anyplot::common::http

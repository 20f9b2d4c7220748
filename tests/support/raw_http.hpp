#pragma once
// Blocking loopback HTTP for tests: raw sockets so tests can send malformed, partial and slow
// requests that a real client library would refuse to produce. Every wait is bounded.
#include "common/http/sse.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::test {

struct raw_response {
    int status = 0;
    std::vector<std::pair<std::string, std::string>> headers;  // names lower-case
    std::string body;
    [[nodiscard]] std::optional<std::string> header(std::string_view lower_name) const;
};

// One Server-Sent Event (the `event:` name and the `data:` lines joined by newlines), read with
// the same parser the services use (common/http/sse.hpp).
using sse_event = common::http::sse_event;

class raw_connection {
public:
    explicit raw_connection(std::uint16_t port);
    ~raw_connection();
    raw_connection(const raw_connection&) = delete;
    raw_connection& operator=(const raw_connection&) = delete;

    [[nodiscard]] bool connected() const noexcept { return fd_ >= 0; }
    bool send(std::string_view bytes);
    // One response (Content-Length framed), or nullopt on close/timeout.
    std::optional<raw_response> read_response(std::chrono::milliseconds limit = std::chrono::seconds(20));
    // The head of an answer whose body is streamed (chunked): status and headers, no body.
    std::optional<raw_response> read_head(std::chrono::milliseconds limit = std::chrono::seconds(20));
    // The next event of a chunked `text/event-stream` body (after read_head), with comment lines
    // (heartbeats) counted and skipped. nullopt at the stream's last chunk, on close or at `limit`.
    std::optional<sse_event> next_event(std::chrono::milliseconds limit = std::chrono::seconds(20));
    [[nodiscard]] int comments_seen() const noexcept { return parser_.comments(); }
    [[nodiscard]] bool stream_ended() const noexcept { return ended_; }
    // True when the peer closed (recv returned 0 or reset) within `limit`.
    bool closed_within(std::chrono::milliseconds limit);
    void close();

private:
    bool dechunk();  // feeds whole chunks from buffer_ to the parser; false when none was complete
    int fd_ = -1;
    std::string buffer_;
    common::http::sse_parser parser_;
    std::vector<sse_event> ready_;  // parsed events not yet handed out
    bool ended_ = false;
};

// One request on a fresh connection: method, path, extra header lines ("Name: value"), body.
// The answer is waited for up to `limit`.
std::optional<raw_response> http_call(std::uint16_t port, std::string_view method, std::string_view path,
                                      const std::vector<std::string>& headers = {}, std::string_view body = {},
                                      std::chrono::milliseconds limit = std::chrono::seconds(20));

// "host:port" → port.
std::uint16_t port_of(std::string_view address);

// A loopback port nothing listens on right now, for a server that cannot take port 0 and report
// the one it got (nginx). Another process may take it before it is used: callers retry or accept it.
std::uint16_t free_port();

}  // namespace anyplot::test

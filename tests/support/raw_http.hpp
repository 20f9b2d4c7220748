#pragma once
// Blocking loopback HTTP for tests: raw sockets so tests can send malformed, partial and slow
// requests that a real client library would refuse to produce. Every wait is bounded.
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
    // True when the peer closed (recv returned 0 or reset) within `limit`.
    bool closed_within(std::chrono::milliseconds limit);
    void close();

private:
    int fd_ = -1;
    std::string buffer_;
};

// One request on a fresh connection: method, path, extra header lines ("Name: value"), body.
std::optional<raw_response> http_call(std::uint16_t port, std::string_view method, std::string_view path,
                                      const std::vector<std::string>& headers = {}, std::string_view body = {});

// "host:port" → port.
std::uint16_t port_of(std::string_view address);

}  // namespace anyplot::test

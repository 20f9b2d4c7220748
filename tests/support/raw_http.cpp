#include "tests/support/raw_http.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>

namespace anyplot::test {

std::optional<std::string> raw_response::header(std::string_view lower_name) const {
    for (const auto& [k, v] : headers) {
        if (k == lower_name) return v;
    }
    return std::nullopt;
}

raw_connection::raw_connection(std::uint16_t port) {
    fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd_ < 0) return;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) close();
}

raw_connection::~raw_connection() { close(); }

void raw_connection::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

bool raw_connection::send(std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
        if (n <= 0) return false;
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

namespace {

// Reads more bytes into `buffer`; false on close, error or deadline.
bool fill(int fd, std::string& buffer, std::chrono::steady_clock::time_point deadline) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
    char chunk[16384];
    const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
    if (n <= 0) return false;
    buffer.append(chunk, static_cast<std::size_t>(n));
    return true;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

}  // namespace

std::optional<raw_response> raw_connection::read_head(std::chrono::milliseconds limit) {
    if (fd_ < 0) return std::nullopt;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    std::size_t end;
    while ((end = buffer_.find("\r\n\r\n")) == std::string::npos) {
        if (!fill(fd_, buffer_, deadline)) return std::nullopt;
    }
    raw_response r;
    const std::string head = buffer_.substr(0, end);
    buffer_.erase(0, end + 4);
    std::size_t line_end = head.find("\r\n");
    const std::string status_line = head.substr(0, line_end);
    const auto sp = status_line.find(' ');
    if (sp == std::string::npos) return std::nullopt;
    std::from_chars(status_line.data() + sp + 1, status_line.data() + status_line.size(), r.status);
    std::size_t pos = line_end == std::string::npos ? head.size() : line_end + 2;
    std::size_t content_length = 0;
    while (pos < head.size()) {
        const auto next = head.find("\r\n", pos);
        const std::string line = head.substr(pos, next == std::string::npos ? std::string::npos : next - pos);
        pos = next == std::string::npos ? head.size() : next + 2;
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        std::string name = lower(line.substr(0, colon));
        std::string value = line.substr(colon + 1);
        while (!value.empty() && value.front() == ' ') value.erase(0, 1);
        if (name == "content-length") std::from_chars(value.data(), value.data() + value.size(), content_length);
        r.headers.emplace_back(std::move(name), std::move(value));
    }
    if (r.status == 100) return read_head(limit);  // interim answer
    return r;
}

std::optional<raw_response> raw_connection::read_response(std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    auto r = read_head(limit);
    if (!r) return std::nullopt;
    std::size_t content_length = 0;
    if (const auto cl = r->header("content-length")) std::from_chars(cl->data(), cl->data() + cl->size(), content_length);
    while (buffer_.size() < content_length) {
        if (!fill(fd_, buffer_, deadline)) return std::nullopt;
    }
    r->body = buffer_.substr(0, content_length);
    buffer_.erase(0, content_length);
    return r;
}

bool raw_connection::dechunk() {
    bool moved = false;
    while (!ended_) {
        const auto line_end = buffer_.find("\r\n");
        if (line_end == std::string::npos) break;
        std::size_t size = 0;
        const auto [ptr, ec] = std::from_chars(buffer_.data(), buffer_.data() + line_end, size, 16);
        if (ec != std::errc()) {
            ended_ = true;  // not chunked framing: treat as the end
            break;
        }
        if (buffer_.size() < line_end + 2 + size + 2) break;
        if (!parser_.feed(std::string_view(buffer_).substr(line_end + 2, size), ready_)) ended_ = true;
        buffer_.erase(0, line_end + 2 + size + 2);
        if (size == 0) ended_ = true;
        moved = true;
    }
    return moved;
}

std::optional<sse_event> raw_connection::next_event(std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
        if (!ready_.empty()) {
            sse_event e = std::move(ready_.front());
            ready_.erase(ready_.begin());
            return e;
        }
        if (ended_) return std::nullopt;
        if (!dechunk()) {
            if (!fill(fd_, buffer_, deadline)) return std::nullopt;
        }
    }
}

bool raw_connection::closed_within(std::chrono::milliseconds limit) {
    if (fd_ < 0) return true;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        pollfd p{fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, static_cast<int>(std::max<long>(1, left.count())));
        if (ready < 0) return false;
        if (ready == 0) continue;
        char chunk[4096];
        const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
        if (n <= 0) return true;  // 0 = orderly close; <0 = reset
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
    return false;
}

std::optional<raw_response> http_call(std::uint16_t port, std::string_view method, std::string_view path,
                                      const std::vector<std::string>& headers, std::string_view body,
                                      std::chrono::milliseconds limit) {
    raw_connection c(port);
    if (!c.connected()) return std::nullopt;
    std::string req = std::string(method) + " " + std::string(path) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    for (const auto& h : headers) req += h + "\r\n";
    if (!body.empty() || method == "POST") req += "Content-Length: " + std::to_string(body.size()) + "\r\n";
    req += "Connection: close\r\n\r\n";
    req += body;
    if (!c.send(req)) return std::nullopt;
    return c.read_response(limit);
}

std::uint16_t port_of(std::string_view address) {
    const auto colon = address.rfind(':');
    unsigned port = 0;
    std::from_chars(address.data() + colon + 1, address.data() + address.size(), port);
    return static_cast<std::uint16_t>(port);
}

std::uint16_t free_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return 0;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    std::uint16_t port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
        port = ntohs(a.sin_port);
    }
    ::close(fd);
    return port;
}

}  // namespace anyplot::test

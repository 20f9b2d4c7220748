#pragma once
// An owned file descriptor: closed exactly once, movable, never copied. Everything in
// common/process hands out fds as unique_fd so an early return cannot leak one into the next
// child (E48: leaked inherited fds). The renderer wraps the raw fd in an Asio descriptor by
// calling release() and handing the number over.
#include <utility>

namespace anyplot::common::process {

class unique_fd {
public:
    unique_fd() noexcept = default;
    explicit unique_fd(int fd) noexcept : fd_(fd) {}
    unique_fd(const unique_fd&) = delete;
    unique_fd& operator=(const unique_fd&) = delete;
    unique_fd(unique_fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    unique_fd& operator=(unique_fd&& other) noexcept {
        if (this != &other) reset(std::exchange(other.fd_, -1));
        return *this;
    }
    ~unique_fd() { reset(); }

    [[nodiscard]] int get() const noexcept { return fd_; }
    [[nodiscard]] bool valid() const noexcept { return fd_ >= 0; }
    explicit operator bool() const noexcept { return valid(); }

    // Gives up ownership (for a descriptor object that will close it).
    [[nodiscard]] int release() noexcept { return std::exchange(fd_, -1); }
    // Closes the held fd (if any) and takes `fd`. close() errors are ignored on purpose: on
    // Linux the fd is released even when close reports EINTR/EIO, and retrying would race.
    void reset(int fd = -1) noexcept;

private:
    int fd_ = -1;
};

}  // namespace anyplot::common::process

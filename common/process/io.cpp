#include "common/process/io.hpp"

#include <cerrno>
#include <csignal>
#include <ctime>
#include <poll.h>
#include <unistd.h>

namespace anyplot::common::process {
namespace {

// Waits until `fd` is ready for `events` or the deadline passes.
std::error_code wait_ready(int fd, short events, deadline until) noexcept {
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            until - std::chrono::steady_clock::now());
        if (left.count() < 0) return std::make_error_code(std::errc::timed_out);
        pollfd p{fd, events, 0};
        // +1 ms: poll truncates, and a 0 ms poll would spin until the deadline.
        const int n = ::poll(&p, 1, static_cast<int>(left.count()) + 1);
        if (n < 0) {
            if (errno == EINTR) continue;
            return {errno, std::system_category()};
        }
        if (n > 0) return {};
    }
}

// A write to a pipe whose reader died raises SIGPIPE, which would kill the daemon. Block it on
// this thread for the write and swallow the pending signal, so the failure is just EPIPE.
class sigpipe_guard {
public:
    sigpipe_guard() noexcept {
        sigemptyset(&pipe_);
        sigaddset(&pipe_, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe_, &old_);
    }
    ~sigpipe_guard() {
        if (raised_) {
            const timespec zero{0, 0};
            while (sigtimedwait(&pipe_, nullptr, &zero) == SIGPIPE) {
            }
        }
        pthread_sigmask(SIG_SETMASK, &old_, nullptr);
    }
    sigpipe_guard(const sigpipe_guard&) = delete;
    sigpipe_guard& operator=(const sigpipe_guard&) = delete;
    void raised() noexcept { raised_ = true; }

private:
    sigset_t pipe_{};
    sigset_t old_{};
    bool raised_ = false;
};

}  // namespace

std::error_code write_all(int fd, std::string_view bytes, deadline until) noexcept {
    sigpipe_guard guard;
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n > 0) {
            bytes.remove_prefix(static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (auto ec = wait_ready(fd, POLLOUT, until)) return ec;
            continue;
        }
        if (n < 0 && errno == EPIPE) guard.raised();
        return {n < 0 ? errno : EIO, std::system_category()};
    }
    return {};
}

std::error_code read_exact(int fd, std::span<char> out, deadline until) noexcept {
    std::size_t done = 0;
    while (done < out.size()) {
        const ssize_t n = ::read(fd, out.data() + done, out.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        if (n == 0) return std::make_error_code(std::errc::broken_pipe);
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (auto ec = wait_ready(fd, POLLIN, until)) return ec;
            continue;
        }
        return {errno, std::system_category()};
    }
    return {};
}

}  // namespace anyplot::common::process

#pragma once
// Starts the harness: posix_spawn (never a fork of the daemon's large process), a complete
// environment (nothing inherited), stdin /dev/null, stdout/stderr pipes, every other fd closed,
// its own session and process group, cwd = the run directory, and a pidfd to watch it.
#include "common/result.hpp"

#include <sys/types.h>

#include <string>
#include <vector>

namespace anyplot::renderer {

class unique_fd {
public:
    unique_fd() = default;
    explicit unique_fd(int fd) noexcept : fd_(fd) {}
    unique_fd(unique_fd&& o) noexcept : fd_(o.release()) {}
    unique_fd& operator=(unique_fd&& o) noexcept;
    unique_fd(const unique_fd&) = delete;
    unique_fd& operator=(const unique_fd&) = delete;
    ~unique_fd();
    [[nodiscard]] int get() const noexcept { return fd_; }
    [[nodiscard]] int release() noexcept;
    explicit operator bool() const noexcept { return fd_ >= 0; }

private:
    int fd_ = -1;
};

struct launch_spec {
    std::vector<std::string> argv;  // argv[0] is the absolute executable path
    std::vector<std::string> env;   // "NAME=value", the whole environment
    std::string cwd;
};

struct launched {
    pid_t pid = -1;  // also the process group id (setsid)
    unique_fd pidfd;
    unique_fd out;  // read ends, non-blocking, close-on-exec
    unique_fd err;
};

// errno of the failing step on error.
[[nodiscard]] common::result<launched, int> launch(const launch_spec& spec);

}  // namespace anyplot::renderer

#pragma once
// Starts the harness: posix_spawn (never a fork of the daemon's large process), a complete
// environment (nothing inherited), stdin /dev/null, stdout/stderr pipes, every other fd closed,
// its own session and process group, cwd = the run directory, and a pidfd to watch it.
#include "common/process/unique_fd.hpp"
#include "common/result.hpp"

#include <sys/types.h>

#include <string>
#include <utility>
#include <vector>

namespace anyplot::renderer {

using common::process::unique_fd;

struct launch_spec {
    std::vector<std::string> argv;  // argv[0] is the absolute executable path
    std::vector<std::string> env;   // "NAME=value", the whole environment
    std::string cwd;
    // Descriptors passed on: {descriptor in the daemon, number in the child} (3, 4, 5...).
    std::vector<std::pair<int, int>> fds;
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
